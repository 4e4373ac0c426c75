import { INVESTMENT_PROFILE_GUEST_ID_PATTERN, INVESTMENT_PROFILE_GUEST_PARAM } from '@spi/core/cityfolio/model';

/**
 * A guest's stored questionnaire travels as `investment_profile_guest_id` in the address (spec section 4,
 * ADR 020 §7): the result page, and through `redirect` the sign-in and sign-up round trip. A copy is kept
 * in this tab's sessionStorage, so the result is still attached when the address lost the parameter on
 * the way (a token login strips it); it is never kept across tabs or browser sessions.
 */
export const GUEST_RESULT_PATH = '/cityfolio/profile/result';
const PENDING_KEY = 'spi-cityfolio-guest-id';

export function isGuestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && INVESTMENT_PROFILE_GUEST_ID_PATTERN.test(value);
}

/** The guest result page of an id. */
export function guestResultHref(guestId: string): string {
  return `${GUEST_RESULT_PATH}?${new URLSearchParams({ [INVESTMENT_PROFILE_GUEST_PARAM]: guestId }).toString()}`;
}

/** The guest id in a query string ('' or '?a=b&investment_profile_guest_id=…'), or null. */
export function guestIdOf(search: string): string | null {
  const value = new URLSearchParams(search).get(INVESTMENT_PROFILE_GUEST_PARAM);
  return isGuestId(value) ? value : null;
}

/** The address without the guest parameter, every other parameter and the hash kept ('/a?b=1#c'). */
export function withoutGuestParam(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete(INVESTMENT_PROFILE_GUEST_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberGuestId(guestId: string): void {
  try { store()?.setItem(PENDING_KEY, guestId); } catch { /* storage blocked: the address still carries the id */ }
}

export function pendingGuestId(): string | null {
  try {
    const value = store()?.getItem(PENDING_KEY) ?? null;
    return isGuestId(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetGuestId(): void {
  try { store()?.removeItem(PENDING_KEY); } catch { /* nothing kept */ }
}
