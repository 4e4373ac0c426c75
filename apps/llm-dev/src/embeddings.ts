/**
 * Deterministic embeddings: hashed counts of character bigrams (a one-character word counts itself),
 * L2-normalised. Texts that share many bigrams ('물류센터 공실률' and '물류센터의 공실률이') have a
 * high cosine; unrelated texts are near 0. Not a language model: a stand-in with the right shape.
 */
export const EMBEDDING_DIMENSIONS = 256;

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function embedText(text: string, dimensions = EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  const words = text.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const word of words) {
    const chars = Array.from(word);
    if (chars.length === 1) vector[hash(word) % dimensions]! += 1;
    for (let i = 0; i + 1 < chars.length; i++) vector[hash(chars[i]! + chars[i + 1]!) % dimensions]! += 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm === 0 ? vector : vector.map((x) => x / norm);
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) dot += a[i]! * b[i]!;
  return dot;
}
