/** Asia/Seoul has no daylight saving time: UTC+9 all year. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The last instant of a calendar day in Asia/Seoul (23:59:59.999 KST) as a UTC Date, or null when
 * `day` (YYYY-MM-DD) is not a real date.
 */
export function endOfSeoulDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(y, m - 1, d);
  const check = new Date(start);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return new Date(start + 24 * 60 * 60 * 1000 - 1 - KST_OFFSET_MS);
}

/** YYYY.MM.DD HH:mm in Asia/Seoul, for mails and CSV exports. */
export function formatSeoulDateTime(at: Date): string {
  const iso = new Date(at.getTime() + KST_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

/** YYYY-MM-DD of an instant in Asia/Seoul. */
export function seoulDay(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}
