import { SESSION, SIGNUP_SESSION_TTL_SECONDS } from '@spi/core';
import { compactVerify, decodeJwt, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from './clock';

/** The one algorithm accepted on verify: a token claiming `none`, RS256 or anything else is rejected. */
const ALGORITHMS = ['HS256'];
const SIGNUP_PURPOSE = 'signup';

export interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export type VerifyFailure = 'expired' | 'invalid';

export class TokenError extends Error {
  constructor(readonly reason: VerifyFailure) {
    super(reason === 'expired' ? 'token expired' : 'token invalid');
  }
}

export interface TokenServiceOptions {
  secret: string;
  issuer: string;
  audience: string;
  clock: Clock;
}

/**
 * Signs and verifies the API's own JWTs (HS256): access tokens (sub = user id, sid = session id,
 * 15 minutes) and the sign-up token of the spi-signup cookie (purpose 'signup', 30 minutes, its own
 * audience so neither can stand in for the other).
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly signupAudience: string;

  constructor(private readonly options: TokenServiceOptions) {
    this.key = new TextEncoder().encode(options.secret);
    this.signupAudience = `${options.audience}:signup`;
  }

  private nowSeconds(): number {
    return Math.floor(this.options.clock() / 1000);
  }

  async signAccessToken(userId: string, sessionId: string): Promise<string> {
    const iat = this.nowSeconds();
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SESSION.accessTokenTtlSeconds)
      .sign(this.key);
  }

  async verifyAccessToken(token: string): Promise<AccessClaims> {
    const payload = await this.verify(token, this.options.audience);
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
      throw new TokenError('invalid');
    }
    return { sub: payload.sub, sid: payload.sid, iat: payload.iat, exp: payload.exp };
  }

  /** Signature, issuer and audience checked, expiry ignored: sign-out must work with an expired token. */
  async readAccessTokenIgnoringExpiry(token: string): Promise<AccessClaims | null> {
    try {
      const { protectedHeader } = await compactVerify(token, this.key, { algorithms: ALGORITHMS });
      if (protectedHeader.alg !== 'HS256') return null;
      const payload = decodeJwt(token);
      const audience = [payload.aud].flat();
      if (payload.iss !== this.options.issuer || !audience.includes(this.options.audience)) return null;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, sid: payload.sid, iat: Number(payload.iat), exp: Number(payload.exp) };
    } catch {
      return null;
    }
  }

  async signSignupToken(userId: string): Promise<string> {
    const iat = this.nowSeconds();
    return new SignJWT({ purpose: SIGNUP_PURPOSE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(this.options.issuer)
      .setAudience(this.signupAudience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + SIGNUP_SESSION_TTL_SECONDS)
      .sign(this.key);
  }

  /** The pending user's id, or null when the cookie is missing, expired or forged. */
  async verifySignupToken(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    try {
      const payload = await this.verify(token, this.signupAudience);
      return payload.purpose === SIGNUP_PURPOSE && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  private async verify(token: string, audience: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: this.options.issuer,
        audience,
        currentDate: new Date(this.options.clock()),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return payload;
    } catch (err) {
      throw new TokenError(err instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  }
}
