/** Server-safe address helpers of a posting (no client-only imports: server pages and the sitemap use them). */
export const jobPath = (id: number) => `/recruit/${id}`;

/** A posting id from a path segment ('12'), or null when it cannot be one (the page answers 404 without asking). */
export function jobIdOf(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
