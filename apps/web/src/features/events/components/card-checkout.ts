'use client';

import { API_ROOTS, type CheckoutResponse } from '@spi/core';
import { useCallback, useState } from 'react';
import { api, isApiError, NETWORK_ERROR_MESSAGE, type ResponseSchema } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { handOffToGateway, isTossUserCancel, TossSdkLoadError } from '@/lib/toss-billing';
import { QUIET } from '../api/events-client';

/**
 * A card for a paid event, without a membership (ADD_CARD checkout): POST /users/me/checkouts with
 * returnTo = the event's path, then the hand-off to the gateway (lib/toss-billing, as the membership
 * modal does). The gateway comes back to /membership/checkout/complete, which registers the card and
 * sends the person back to the event with '카드를 등록했습니다. 다시 신청해 주세요.'. Nothing is charged
 * until they apply again.
 */
const checkoutSchema = lazySchema(() => import('@spi/core/contracts/billing'), (m): ResponseSchema<CheckoutResponse> => m.checkoutResponseSchema);

export const startAddCardCheckout = (returnTo: string) =>
  api.post<CheckoutResponse>(`${API_ROOTS.sejong}/users/me/checkouts`, { purpose: 'ADD_CARD', returnTo }, { schema: checkoutSchema, onError: QUIET });

/** The Korean message for a card registration that could not start. */
export function addCardErrorMessage(error: unknown): string {
  if (isTossUserCancel(error)) return '카드 등록을 취소했습니다.';
  if (error instanceof TossSdkLoadError) return '결제창을 불러오지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.';
  if (isApiError(error)) {
    if (error.code === 'NETWORK_ERROR') return NETWORK_ERROR_MESSAGE;
    if (error.code === 'UNAUTHENTICATED') return '로그인이 필요합니다. 다시 로그인한 뒤 시도해 주세요.';
    if (error.message) return error.message;
  }
  return '카드 등록을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

/**
 * Starts the card registration and leaves for the gateway. `pending` stays true once the hand-off
 * began (the browser is leaving); a failure (or the Toss window closed) sets `error` instead.
 */
export function useAddCard(returnTo: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      const checkout = await startAddCardCheckout(returnTo);
      await handOffToGateway(checkout);
    } catch (err) {
      setError(addCardErrorMessage(err));
      setPending(false);
    }
  }, [returnTo]);
  return { start, pending, error };
}

/**
 * What the person typed in the registration form, kept in sessionStorage (this tab only) while they
 * register a card at the gateway, and put back once when the form opens again on the event page. The
 * attendee file cannot be kept (they choose it again). Never holds card data.
 */
const DRAFT_KEY = (eventId: string) => `spi-event-registration:${eventId}`;

export function saveRegistrationDraft(eventId: string, values: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY(eventId), JSON.stringify(values));
  } catch {
    // Private mode or storage full: the form is prefilled from the account again.
  }
}

/** The saved entries of this event's form, or null. Only string fields are kept. */
export function readRegistrationDraft(eventId: string): Record<string, string> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY(eventId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return null;
  }
}

/** Forgets the saved entries (once they are back in the form). */
export function clearRegistrationDraft(eventId: string): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY(eventId));
  } catch {
    // Nothing to forget.
  }
}
