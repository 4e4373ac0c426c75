/**
 * The normalized (decoded, upper-cased) record id of a route segment, or null when it cannot be one
 * (bad percent-encoding or not matching `pattern`), so the page answers 404 without asking the API.
 */
export function pathIdOf(raw: string, pattern: RegExp): string | null {
  let id: string;
  try {
    id = decodeURIComponent(raw).toUpperCase();
  } catch {
    return null;
  }
  return pattern.test(id) ? id : null;
}
