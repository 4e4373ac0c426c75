/**
 * What the 딜정보 and 사모펀드 presenters share (ADR 019): one gating rule and one data note.
 */

/**
 * A gated field: its value for a viewer with the access, null otherwise. Gated fields become null in
 * the presenters and nowhere else; every response carries the access so screens draw a lock.
 */
export const gated = <T>(value: T, allowed: boolean): T | null => (allowed ? value : null);

/** What a loader knows for the data note: the newest date of the data (null when there is none) and whether any row is sample data. */
export interface MarketNote { asOf: string | null; isSample: boolean }

/** The data note beside every deal and fund figure: as of the newest data (today when there is none), sample or not, the source. */
export function presentMarketNote(note: MarketNote, today: string, source: string) {
  return { asOf: note.asOf ?? today, isSample: note.isSample, source };
}
