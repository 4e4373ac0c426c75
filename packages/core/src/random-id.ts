const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random alphanumeric id; default length 8 (spec section 9). Uses the platform CSPRNG. */
export function randomId(length = 8): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 248 is the largest multiple of 62 below 256: rejecting larger bytes keeps the distribution uniform.
  for (let i = 0; i < length; i++) {
    let b = bytes[i]!;
    while (b >= 248) b = globalThis.crypto.getRandomValues(new Uint8Array(1))[0]!;
    id += ALPHANUMERIC[b % 62];
  }
  return id;
}
