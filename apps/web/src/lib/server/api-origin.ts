/** The API on the loopback interface, as the web server reaches it (never the browser). */
export function internalApiOrigin(): string {
  return (process.env.SPI_INTERNAL_API_ORIGIN ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
}
