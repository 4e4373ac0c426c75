import { describe, expect, it } from 'vitest';
import { CONTENT_TAGS } from './content-tags';

// The start scripts are plain ESM (scripts/lib/processes.mjs), without types.
const processesModule = new URL('../../../../scripts/lib/processes.mjs', import.meta.url).href;
const { STARTUP_TAGS } = (await import(processesModule)) as { STARTUP_TAGS: readonly string[] };

describe('CONTENT_TAGS', () => {
  it('are all expired when the product starts, so no page is first served as the build rendered it without an API', () => {
    const shared: string[] = Object.values(CONTENT_TAGS).filter((tag) => typeof tag === 'string');
    expect([...STARTUP_TAGS].sort()).toEqual(shared.sort());
  });
});
