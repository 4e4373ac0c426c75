/**
 * During `next build` no API is asked, even one that happens to run on this machine: a prerendered page
 * must not hold the data of whatever database that API has. Port 1 refuses at once, so the home page is
 * built with its fallback and a 10 s lifetime, and gets its data on the first visits after start.
 */
const BUILD_ORIGIN = 'http://127.0.0.1:1';

/** The API on the loopback interface, as the web server reaches it (never the browser). */
export function internalApiOrigin(): string {
  if (process.env.NEXT_PHASE === 'phase-production-build') return BUILD_ORIGIN;
  return (process.env.SPI_INTERNAL_API_ORIGIN ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
}
