import { randomBytes } from 'node:crypto';
import type { ProviderId } from './providers';

/** A pending authorization request: lives server-side while the person picks an account. */
export interface PendingAuthorization {
  /** Random id carried by the page's forms (hidden field); it is what makes the POST CSRF-safe. */
  id: string;
  provider: ProviderId;
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | undefined;
  codeChallenge: string;
  scope: string;
  expiresAt: number;
}

/** What an authorization code is bound to. */
export interface AuthorizationCodeRecord {
  provider: ProviderId;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  sub: string;
  /** Seconds since the epoch at which the person chose the account. */
  authTime: number;
  expiresAt: number;
  used: boolean;
  /** Access tokens issued from this code, revoked if the code is presented again. */
  accessTokens: Set<string>;
  /** How long the record is kept (after use: until the tokens it issued have expired). */
  retainUntil: number;
}

export interface AccessTokenRecord {
  provider: ProviderId;
  clientId: string;
  sub: string;
  scope: string;
  expiresAt: number;
}

export type RedeemResult =
  | { status: 'ok'; record: AuthorizationCodeRecord }
  | { status: 'unknown' }
  | { status: 'expired'; record: AuthorizationCodeRecord }
  | { status: 'reused'; record: AuthorizationCodeRecord; revoked: number };

export const PENDING_TTL_MS = 10 * 60 * 1000;
export const CODE_TTL_MS = 60 * 1000;
/** Bounds on what unauthenticated requests can make the server hold. */
const MAX_PENDING = 10_000;
const MAX_CODES = 10_000;
const MAX_TOKENS = 50_000;
const SWEEP_INTERVAL_MS = 10_000;

/** 256 random bits, base64url: transaction ids, authorization codes, access tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function trim<V>(map: Map<string, V>, max: number): void {
  // Maps iterate in insertion order: drop the oldest entries.
  for (const key of map.keys()) {
    if (map.size <= max) break;
    map.delete(key);
  }
}

/** In-memory pending requests, authorization codes and access tokens, all expiring. */
export class GrantStore {
  private readonly pending = new Map<string, PendingAuthorization>();
  private readonly codes = new Map<string, AuthorizationCodeRecord>();
  private readonly tokens = new Map<string, AccessTokenRecord>();
  private lastSweep = 0;

  constructor(
    private readonly now: () => number,
    private readonly codeTtlMs = CODE_TTL_MS,
    private readonly pendingTtlMs = PENDING_TTL_MS,
  ) {}

  createPending(request: Omit<PendingAuthorization, 'id' | 'expiresAt'>): PendingAuthorization {
    this.sweep();
    const record: PendingAuthorization = { ...request, id: randomToken(), expiresAt: this.now() + this.pendingTtlMs };
    this.pending.set(record.id, record);
    trim(this.pending, MAX_PENDING);
    return record;
  }

  /** The pending request with this id for this provider, unless it is unknown or expired. */
  getPending(provider: ProviderId, id: string): PendingAuthorization | undefined {
    const record = this.pending.get(id);
    if (!record || record.provider !== provider) return undefined;
    if (record.expiresAt <= this.now()) {
      this.pending.delete(id);
      return undefined;
    }
    return record;
  }

  deletePending(id: string): void {
    this.pending.delete(id);
  }

  /** Issues a one-time code for the chosen account and ends the pending request. */
  issueCode(pending: PendingAuthorization, sub: string): string {
    this.sweep();
    this.pending.delete(pending.id);
    const now = this.now();
    const code = randomToken();
    const expiresAt = now + this.codeTtlMs;
    this.codes.set(code, {
      provider: pending.provider,
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      codeChallenge: pending.codeChallenge,
      nonce: pending.nonce,
      scope: pending.scope,
      sub,
      authTime: Math.floor(now / 1000),
      expiresAt,
      used: false,
      accessTokens: new Set(),
      retainUntil: expiresAt,
    });
    trim(this.codes, MAX_CODES);
    return code;
  }

  /**
   * Looks a code up and marks it used, whatever happens next: a code gets one redemption attempt.
   * Presenting a used code revokes the access tokens issued from it (RFC 6749 section 4.1.2).
   */
  redeemCode(code: string): RedeemResult {
    const record = this.codes.get(code);
    if (!record) return { status: 'unknown' };
    if (record.used) {
      let revoked = 0;
      for (const token of record.accessTokens) if (this.tokens.delete(token)) revoked += 1;
      record.accessTokens.clear();
      return { status: 'reused', record, revoked };
    }
    record.used = true;
    if (record.expiresAt <= this.now()) return { status: 'expired', record };
    return { status: 'ok', record };
  }

  issueAccessToken(code: AuthorizationCodeRecord, ttlSeconds: number): { token: string; record: AccessTokenRecord } {
    this.sweep();
    const token = randomToken();
    const record: AccessTokenRecord = {
      provider: code.provider,
      clientId: code.clientId,
      sub: code.sub,
      scope: code.scope,
      expiresAt: this.now() + ttlSeconds * 1000,
    };
    this.tokens.set(token, record);
    trim(this.tokens, MAX_TOKENS);
    code.accessTokens.add(token);
    code.retainUntil = Math.max(code.retainUntil, record.expiresAt);
    return { token, record };
  }

  getAccessToken(provider: ProviderId, token: string): AccessTokenRecord | undefined {
    const record = this.tokens.get(token);
    if (!record || record.provider !== provider) return undefined;
    if (record.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return record;
  }

  /** Drops expired entries, at most every few seconds. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS && now >= this.lastSweep) return;
    this.lastSweep = now;
    for (const [id, record] of this.pending) if (record.expiresAt <= now) this.pending.delete(id);
    for (const [code, record] of this.codes) if (record.retainUntil <= now && record.expiresAt <= now) this.codes.delete(code);
    for (const [token, record] of this.tokens) if (record.expiresAt <= now) this.tokens.delete(token);
  }
}
