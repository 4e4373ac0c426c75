'use client';

import { API_ROOTS } from '@spi/core';
import type { SignupConfirmRequest } from '@spi/core';
import { lazySchemas } from '@/lib/lazy-contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/sign-out: ends this session on the server and clears both cookies (204). */
export const requestSignOut = () => api.post<void>(`${API_ROOTS.auth}/sign-out`, undefined);

/** POST /api/sejong/v1/users/{id}/leave: revokes every session and removes the account's data. */
export const requestLeave = (userId: string) => api.post<void>(`${API_ROOTS.sejong}/users/${encodeURIComponent(userId)}/leave`, {});

/** POST /api/sejong/v1/users/{userId}/signup_confirm */
export const confirmSignup = (userId: string, body: SignupConfirmRequest) =>
  api.post(`${API_ROOTS.sejong}/users/${encodeURIComponent(userId)}/signup_confirm`, body, { schema: lazySchemas.signupConfirm, auth: false });

/** GET /api/sejong/v1/migrations/find_emails?legacyUserId= */
export const findLegacyEmails = (legacyUserId: string) =>
  api.get(`${API_ROOTS.sejong}/migrations/find_emails`, { query: { legacyUserId }, schema: lazySchemas.findEmails, auth: false });
