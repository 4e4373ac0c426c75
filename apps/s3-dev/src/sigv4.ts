import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { AwsV4Signer } from 'aws4fetch';
import { S3Error } from './errors';

/** How far x-amz-date may be from the server's clock (S3 allows 15 minutes). */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface VerifiedRequest {
  /** The hex SHA-256 the body must have, or null for UNSIGNED-PAYLOAD. */
  payloadHash: string | null;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;._-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Checks AWS Signature Version 4 in the Authorization header, as S3 does: the access key, the scope
 * (date, region, service `s3`), x-amz-date within 15 minutes, x-amz-content-sha256 present and signed,
 * and the signature recomputed with aws4fetch's signer from the received method, path, query and
 * signed headers, compared in constant time. The body's hash is checked by the caller once read.
 */
export async function verifySignature(
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  credentials: Credentials,
  now: number = Date.now(),
): Promise<VerifiedRequest> {
  const authorization = headerValue(request.headers, 'authorization');
  if (!authorization) {
    if (/[?&]X-Amz-Signature=/i.test(request.url)) throw new S3Error(501, 'NotImplemented', 'Query-string (presigned) authentication is not implemented by s3-dev');
    throw new S3Error(403, 'AccessDenied', 'Access Denied');
  }
  const match = AUTHORIZATION.exec(authorization.trim());
  if (!match) throw new S3Error(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; expected AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...');
  const [, accessKeyId, scopeDate, region, service, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string, string];
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  }
  if (region !== credentials.region) {
    throw new S3Error(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${region}' is wrong; expecting '${credentials.region}'`, { Region: credentials.region });
  }
  if (service !== 's3') throw new S3Error(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the service '${service}' is wrong; expecting 's3'`);

  const amzDate = headerValue(request.headers, 'x-amz-date');
  const date = amzDate ? AMZ_DATE.exec(amzDate) : null;
  if (!amzDate || !date) throw new S3Error(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (amzDate.slice(0, 8) !== scopeDate) throw new S3Error(403, 'SignatureDoesNotMatch', 'The credential scope date does not match x-amz-date');
  const [, y, mo, d, h, mi, s] = date.map(Number) as [number, number, number, number, number, number, number];
  const signedAt = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Math.abs(now - signedAt) > MAX_CLOCK_SKEW_MS) {
    throw new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', { RequestTime: amzDate, ServerTime: new Date(now).toISOString() });
  }

  const contentSha = headerValue(request.headers, 'x-amz-content-sha256');
  if (!contentSha) throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (contentSha.startsWith('STREAMING-')) throw new S3Error(501, 'NotImplemented', 'Chunked (streaming) payload signing is not implemented by s3-dev');
  if (contentSha !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(contentSha)) {
    throw new S3Error(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256 hex digest');
  }

  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) throw new S3Error(403, 'SignatureDoesNotMatch', `SignedHeaders must include ${required}`);
  }
  const host = headerValue(request.headers, 'host');
  if (!host) throw new S3Error(400, 'InvalidRequest', 'Missing Host header');
  const signed: Record<string, string> = {};
  for (const name of names) {
    if (name === 'host') continue;
    const value = headerValue(request.headers, name);
    if (value === undefined) throw new S3Error(403, 'SignatureDoesNotMatch', `Signed header ${name} is missing from the request`);
    signed[name] = value;
  }

  let url: string;
  try {
    url = new URL(`http://${host}${request.url}`).href;
  } catch {
    throw new S3Error(400, 'InvalidURI', 'Could not parse the specified URI.');
  }
  const signer = new AwsV4Signer({
    method: request.method,
    url,
    headers: signed,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    service: 's3',
    region: credentials.region,
    datetime: amzDate,
    allHeaders: true,
  });
  const expected = await signer.signature();
  // The signer signs exactly the headers it was given (plus host), so its list must be the received one.
  const same = signer.signedHeaders === signedHeaders && timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature, 'hex'));
  if (!same) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', {
      AWSAccessKeyId: accessKeyId,
    });
  }
  return { payloadHash: contentSha === UNSIGNED_PAYLOAD ? null : contentSha };
}

export const EMPTY_SHA256 = createHash('sha256').digest('hex');
