import type { Db } from '../client';
import type { DemoLoader } from '../seed';
import { indexArticlePassages } from '../sophi-passages';

/**
 * Sophi's passage index of the demo articles (ADR 021): every published article's paragraphs. Runs
 * after the content loader; passage embeddings are left for `embedPassages` (a configured model only).
 */
export const demoSophiLoader: DemoLoader = {
  name: 'sophi',
  async load(tx: Db) {
    await indexArticlePassages(tx);
  },
};
