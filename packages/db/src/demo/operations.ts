import type { Db } from '../client';
import type { DemoLoader } from '../seed';
import { loadDemoFaqs } from './support-faqs';
import { loadDemoNotices } from './notices';

/** The help centre's FAQ and the main-home notice (ADR 022), as an operator would have written them. */
export const demoOperationsLoader: DemoLoader = {
  name: 'operations',
  async load(tx: Db) {
    await loadDemoFaqs(tx);
    await loadDemoNotices(tx);
  },
};
