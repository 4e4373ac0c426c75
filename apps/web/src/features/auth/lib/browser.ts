'use client';

import { LAST_LOGIN_KEY, PROVIDERS, type Provider } from '@spi/core';
import { clearTokens, readAccessToken, refreshSession, saveAccessToken } from '@/lib/api-client';
import { track } from '@/lib/analytics';
import type { SessionEffects } from './session-machine';

/** Full page load to a path: drops every client cache and in-memory state (sign-out, leave). */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}

export const browserSessionEffects: SessionEffects = {
  readToken: readAccessToken,
  saveToken: saveAccessToken,
  clearTokens,
  refresh: refreshSession,
  currentHref: () => window.location.href,
  // Next's router follows history.replaceState, so useSearchParams sees the cleaned address.
  replaceHref: (href) => window.history.replaceState(null, '', href),
  track: (event, props) => track(event, props),
  now: () => Date.now(),
};

/** The last social login on this browser (spec section 3), shown on /sign-in. */
export interface LastLogin {
  channel: Provider;
  email: string;
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readLastLogin(): LastLogin | null {
  try {
    const value = JSON.parse(storage('local')?.getItem(LAST_LOGIN_KEY) ?? 'null') as Partial<LastLogin> | null;
    if (!value || !PROVIDERS.includes(value.channel as Provider) || typeof value.email !== 'string') return null;
    return { channel: value.channel as Provider, email: value.email };
  } catch {
    return null;
  }
}

export function saveLastLogin(value: LastLogin): void {
  storage('local')?.setItem(LAST_LOGIN_KEY, JSON.stringify(value));
}

export function removeStored(key: string): void {
  storage('local')?.removeItem(key);
}

/** Set when a provider button is pressed, so the page the provider returns to can record the sign-in. */
const PENDING_LOGIN_KEY = 'spi-pendingLogin';

export function markPendingLogin(channel: Provider): void {
  storage('session')?.setItem(PENDING_LOGIN_KEY, channel);
}

export function takePendingLogin(): Provider | null {
  const store = storage('session');
  const value = store?.getItem(PENDING_LOGIN_KEY) ?? null;
  store?.removeItem(PENDING_LOGIN_KEY);
  return PROVIDERS.includes(value as Provider) ? (value as Provider) : null;
}

/** 'mi****@example.com': the first two characters of the local part stay visible. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  // A fixed number of stars: the mask does not reveal the length of the address.
  return `${visible}****${email.slice(at)}`;
}
