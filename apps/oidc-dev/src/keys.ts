import { calculateJwkThumbprint, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export const SIGNING_ALG = 'RS256';

/** An ID-token signing key, generated at start and never persisted. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half as served in the JWKS (kid, alg, use set). */
  publicJwk: JWK;
}

/** Generates an RSA-2048 RS256 key; its kid is the RFC 7638 thumbprint of the public key. */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { modulusLength: 2048 });
  const exported = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(exported);
  return { kid, privateKey, publicJwk: { kty: exported.kty, n: exported.n, e: exported.e, kid, alg: SIGNING_ALG, use: 'sig' } };
}
