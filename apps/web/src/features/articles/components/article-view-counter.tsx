'use client';

import { useEffect } from 'react';
import { seoulDayKey } from '@/lib/seoul-time';
import { recordArticleView } from '../api/article-views';

const SEEN_KEY = 'spi-article-views';

type Seen = Record<string, string>;

function readSeen(): Seen {
  try {
    return JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '{}') as Seen;
  } catch {
    return {};
  }
}

/** Remembers the articles counted in this tab today (saves a request on back/forward; the API dedupes anyway). */
function markCounted(articleId: number, day: string): void {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify({ ...readSeen(), [articleId]: day }));
  } catch {
    /* storage unavailable: the API's once-a-day rule still holds */
  }
}

/**
 * Counts a read of the article with its own small POST after the page is shown, so the cached page and
 * the GET stay pure. The API counts once per reader per article per day and ignores crawlers; it also
 * records the read in a signed-in reader's history. Renders nothing; failures are ignored.
 */
export function ArticleViewCounter({ articleId }: { articleId: number }) {
  useEffect(() => {
    const day = seoulDayKey(new Date());
    if (readSeen()[articleId] === day) return;
    const timer = window.setTimeout(() => {
      recordArticleView(articleId).then(() => markCounted(articleId, day), () => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [articleId]);
  return null;
}
