/**
 * Asia/Seoul wall-clock helpers for events. Korea has no daylight saving time, so Seoul is always
 * UTC+09:00 and the conversion is exact arithmetic (no time-zone database needed, same on server and web).
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const OFFSET_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * 'YYYY-MM-DDTHH:mm' (a datetime-local value, read as Asia/Seoul) or an ISO instant with an offset →
 * the instant as an ISO string in UTC ('2026-12-03T05:00:00.000Z'); null when it is neither or not a real time.
 */
export function parseEventInstant(value: string): string | null {
  const text = value.trim();
  const local = LOCAL_RE.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local;
    const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? '0'));
    const check = new Date(ms);
    if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59) return null;
    return new Date(ms - SEOUL_OFFSET_MS).toISOString();
  }
  if (!OFFSET_RE.test(text)) return null;
  const ms = Date.parse(text);
  if (!Number.isFinite(ms)) return null;
  // Reject calendar overflow such as 2026-02-31 (Date.parse rolls it over).
  const [date] = text.split('T');
  const [y, mo, d] = date!.split('-').map(Number);
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > new Date(Date.UTC(y!, mo!, 0)).getUTCDate()) return null;
  return new Date(ms).toISOString();
}

/** An instant → 'YYYY-MM-DDTHH:mm' in Asia/Seoul (the value of a datetime-local input). */
export function toSeoulLocal(instant: string | Date): string {
  return new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** An instant → its Asia/Seoul month 'YYYY-MM'. */
export function seoulMonthOf(instant: string | Date): string {
  return toSeoulLocal(instant).slice(0, 7);
}

/** 'YYYY-MM' (Asia/Seoul) → [start, end) as UTC ISO instants; null when malformed. */
export function seoulMonthRange(month: string): { start: string; end: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12 || y < 2000 || y > 2100) return null;
  const start = Date.UTC(y, mo - 1, 1) - SEOUL_OFFSET_MS;
  const end = Date.UTC(y, mo, 1) - SEOUL_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}
