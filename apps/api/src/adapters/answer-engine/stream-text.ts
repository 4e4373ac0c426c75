/** Helpers shared by the engines: cutting text into stream pieces and abortable pauses. */

/** Longest piece of one word (a long Korean compound streams in parts). */
const MAX_PIECE_CHARS = 4;

/**
 * Pieces of a text as they are streamed: one word with its following space each, words longer than
 * MAX_PIECE_CHARS in parts. Joined they give the text back exactly.
 */
export function streamPieces(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/\s*\S+\s*|\s+/gu)) {
    const chars = Array.from(match[0]);
    for (let i = 0; i < chars.length; i += MAX_PIECE_CHARS) out.push(chars.slice(i, i + MAX_PIECE_CHARS).join(''));
  }
  return out;
}

/** Waits `ms` (0: not at all); resolves early when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
