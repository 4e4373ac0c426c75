import { ACCESS_TOKEN_COOKIE } from '@spi/core';
import type { DbHandle } from '@spi/db';
import type { ApiApp } from '../src/app';
import type { IssuedTokens } from '../src/commands/create-session';
import { bearer, buildUser, csrfCookies, csrfHeaders, signIn, type UserFixture } from './factories';

/**
 * One place for the sign-in setup the API tests repeat: build a user, open a session, and send its
 * credentials as a Bearer header or as the browser does (access cookie plus the CSRF pair).
 */

/** The users most tests need, by what they may do. */
export const AS = {
  member: {},
  light: { membership: { name: '라이트', tierCode: 'LIGHT' } },
  premiumLight: { membership: { name: '프리미엄 라이트', tierCode: 'PREMIUM_LIGHT' } },
  premium: { membership: { name: '프리미엄', tierCode: 'PREMIUM' } },
  editor: { roles: ['ROLE_EDITOR'] },
  admin: { roles: ['ROLE_ADMIN'] },
} satisfies Record<string, UserFixture>;

export interface SignedIn extends IssuedTokens {
  /** `authorization: Bearer …`, for `headers`. */
  headers: Record<string, string>;
  /** The browser's way, to spread into `app.inject`: the access cookie with the CSRF cookie and header. */
  viaCookie: { cookies: Record<string, string>; headers: Record<string, string> };
}

function withCredentials(tokens: IssuedTokens): SignedIn {
  return {
    ...tokens,
    headers: bearer(tokens.accessToken),
    viaCookie: { cookies: { [ACCESS_TOKEN_COOKIE]: tokens.accessToken, ...csrfCookies }, headers: { ...csrfHeaders } },
  };
}

/** A session for an existing user. */
export async function sessionOf(app: ApiApp, userId: string, userAgent?: string): Promise<SignedIn> {
  return withCredentials(await signIn(app, userId, userAgent));
}

/** A new user (see `AS` for the usual ones) with a session. */
export async function signedIn(app: ApiApp, db: DbHandle, fixture: UserFixture = {}): Promise<SignedIn> {
  return sessionOf(app, await buildUser(db, fixture));
}

/** The access token of a session for an existing user. */
export async function tokenOf(app: ApiApp, userId: string): Promise<string> {
  return (await signIn(app, userId)).accessToken;
}

/** The access token of a new user with a session. */
export async function tokenFor(app: ApiApp, db: DbHandle, fixture: UserFixture = {}): Promise<string> {
  return tokenOf(app, await buildUser(db, fixture));
}

/** Several new users at once, by name: `const users = await signInAll(app, db, { member: AS.member, editor: AS.editor })`. */
export async function signInAll<K extends string>(app: ApiApp, db: DbHandle, fixtures: Record<K, UserFixture>): Promise<Record<K, SignedIn>> {
  const out = {} as Record<K, SignedIn>;
  for (const key of Object.keys(fixtures) as K[]) out[key] = await signedIn(app, db, fixtures[key]);
  return out;
}

/** The access tokens of several new users, by name: `const tokens = await tokensFor(app, db, { member: AS.member, editor: AS.editor })`. */
export async function tokensFor<K extends string>(app: ApiApp, db: DbHandle, fixtures: Record<K, UserFixture>): Promise<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(fixtures) as K[]) out[key] = await tokenFor(app, db, fixtures[key]);
  return out;
}
