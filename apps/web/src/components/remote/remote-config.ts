/**
 * The micro-frontend's base URL, configurable at run time (SPI_REMOTE_BASE_URL, read on the server per
 * request and handed to RemoteSlot): an http(s) address without a trailing slash, or null when not set
 * or not a usable address, in which case no slot renders.
 */
export function remoteBaseUrl(env: Readonly<Record<string, string | undefined>> = process.env): string | null {
  const raw = env.SPI_REMOTE_BASE_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
