// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, errorBody, json, jwt, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { ArticleViewCounter } from './article-view-counter';

/**
 * Issue 15 §3 'a signed-in reader's view counted twice': the article page counts a read with one POST
 * /articles/:id/views (ADR 011 §6; the GETs are pure, the API dedupes per reader and day). These tests
 * guard the web side: one POST per article view, also under StrictMode's double effects and when the
 * access token has to be refreshed first.
 */
const VIEWS = '/api/seoul/v1/articles/7/views';
const flush = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); await Promise.resolve(); });

describe('ArticleViewCounter', () => {
  beforeEach(() => {
    resetApiClientForTests();
    sessionStorage.clear();
    clearCookies();
  });
  afterEach(() => clearCookies());

  it('a signed-in reader: exactly one POST for one article view, under StrictMode, with the Bearer token', async () => {
    const token = jwt('reader-1');
    document.cookie = `spi-accessToken=${token}; path=/`;
    const authorizations: string[] = [];
    const calls = mockApi((method, url, _body, headers) => {
      if (method === 'POST' && url === VIEWS) {
        authorizations.push(headers.authorization ?? '');
        return json({ counted: true });
      }
      return undefined;
    });
    render(<StrictMode><ArticleViewCounter articleId={7} /></StrictMode>);
    await flush();
    await flush();
    expect(calls).toEqual([`POST ${VIEWS}`]);
    expect(authorizations).toEqual([`Bearer ${token}`]);
  });

  it('does not count again when the page is shown again in the same tab the same day', async () => {
    signIn('reader-1');
    const calls = mockApi((method, url) => (method === 'POST' && url === VIEWS ? json({ counted: true }) : undefined));
    const first = render(<ArticleViewCounter articleId={7} />);
    await flush();
    first.unmount();
    render(<ArticleViewCounter articleId={7} />);
    await flush();
    expect(calls).toEqual([`POST ${VIEWS}`]);
  });

  it('an expired access token: one refresh, one retried POST, no second count', async () => {
    signIn('reader-1');
    let views = 0;
    const calls = mockApi((method, url) => {
      if (url === '/api/auth/refresh') return json({ accessToken: jwt('reader-1') + 'x' });
      if (method === 'POST' && url === VIEWS) {
        views += 1;
        return views === 1 ? json(errorBody('TOKEN_EXPIRED', '만료'), 401) : json({ counted: true });
      }
      return undefined;
    });
    render(<StrictMode><ArticleViewCounter articleId={7} /></StrictMode>);
    await flush();
    await flush();
    expect(calls).toEqual([`POST ${VIEWS}`, 'POST /api/auth/refresh', `POST ${VIEWS}`]);
    expect(views).toBe(2); // the API counted only the second, authenticated one (the first was refused)
  });
});
