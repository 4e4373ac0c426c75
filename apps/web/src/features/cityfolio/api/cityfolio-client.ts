'use client';

import { API_ROOTS } from '@spi/core';
import { CITYFOLIO_CONSENT_VERSION } from '@spi/core/cityfolio/model';
import type { InvestmentProfileAnswers } from '@spi/core/cityfolio/profile';
import type { CityfolioHomeResponse, InvestmentProfileResponse } from '@spi/core/contracts/cityfolio';
import { api, type ApiErrorHandlers, type ResponseSchema } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const V1 = API_ROOTS.seoul;
const quiet = () => undefined;
/** The screens show their own error states: no global snackbar or redirect. */
const QUIET: ApiErrorHandlers = { byStatus: { 400: quiet, 401: quiet, 403: quiet, 404: quiet, 409: quiet, 410: quiet }, fallback: quiet };

// The contracts module builds zod schemas on load: fetched with the first request, not in the first paint.
const contracts = () => import('@spi/core/contracts/cityfolio');
const schemas = {
  profile: lazySchema(contracts, (m): ResponseSchema<InvestmentProfileResponse> => m.investmentProfileResponseSchema),
  deleted: lazySchema(contracts, (m): ResponseSchema<{ deleted: number }> => m.investmentProfileDeleteResponseSchema),
  home: lazySchema(contracts, (m): ResponseSchema<CityfolioHomeResponse> => m.cityfolioHomeResponseSchema),
};

/**
 * POST /cityfolio/profiles after the consent modal was accepted: with the viewer's token when signed in
 * (stored on the account), else stored under a new guest id (in the answer's guestId).
 */
export const saveInvestmentProfile = (answers: InvestmentProfileAnswers, signedIn: boolean) =>
  api.post<InvestmentProfileResponse>(`${V1}/cityfolio/profiles`, { answers, consent: true, consentVersion: CITYFOLIO_CONSENT_VERSION }, { schema: schemas.profile, auth: signedIn, onError: QUIET });

/** GET /cityfolio/profiles/guest/:guestId (private, never cached). */
export const fetchGuestProfile = (guestId: string, signal?: AbortSignal) =>
  api.get<InvestmentProfileResponse>(`${V1}/cityfolio/profiles/guest/${encodeURIComponent(guestId)}`, { schema: schemas.profile, auth: false, signal, onError: QUIET, cache: 'no-store' });

/** POST /cityfolio/profiles/claim: attaches a guest's result to the signed-in member. */
export const claimGuestProfile = (guestId: string) =>
  api.post<InvestmentProfileResponse>(`${V1}/cityfolio/profiles/claim`, { guestId }, { schema: schemas.profile, onError: QUIET });

/** GET /cityfolio/profiles/me: the member's latest result (404 when there is none). */
export const fetchMyProfile = (signal?: AbortSignal) =>
  api.get<InvestmentProfileResponse>(`${V1}/cityfolio/profiles/me`, { schema: schemas.profile, signal, onError: QUIET, cache: 'no-store' });

/** DELETE /cityfolio/profiles/me: deletes the member's stored answers and results. */
export const deleteMyProfile = () =>
  api.delete<{ deleted: number }>(`${V1}/cityfolio/profiles/me`, { schema: schemas.deleted, onError: QUIET });

/** GET /cityfolio in the browser: only when the cached server render could not reach the API (see CityfolioHomeFallback). */
export const fetchCityfolioHomeInBrowser = (signal?: AbortSignal) =>
  api.get<CityfolioHomeResponse>(`${V1}/cityfolio`, { schema: schemas.home, auth: false, signal, onError: QUIET });
