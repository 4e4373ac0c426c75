import type { AccessDenialReason } from '@spi/core';

/**
 * Query flag carried by an access-denial redirect (`/?denied=roleRequired`). The layout's client alert
 * reads it, shows ACCESS_MESSAGES[reason] as the system alert and strips it from the address.
 */
export const ACCESS_DENIED_PARAM = 'denied';

const BASE = 'http://spi.invalid';

/** Adds the denial flag to a same-site redirect target, keeping its own query (e.g. ?redirect=). */
export function withAccessDeniedFlag(target: string, reason: AccessDenialReason): string {
  const url = new URL(target, BASE);
  url.searchParams.set(ACCESS_DENIED_PARAM, reason);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The path a page was asked for, with its query, as the sign-in redirect target. */
export function pagePath(pathname: string, searchParams: PageSearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === ACCESS_DENIED_PARAM || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
