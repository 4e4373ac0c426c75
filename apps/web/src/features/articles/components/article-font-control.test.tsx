import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLE_FONT_SCRIPT, ARTICLE_FONT_STORAGE_KEY, parseArticleFontStep } from '../lib/article-font';
import { articleTimes } from '../lib/article-times';
import { ArticleFontControl } from './article-font-control';

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.articleFont;
});

describe('ArticleFontControl', () => {
  it('offers four steps with the default pressed, and remembers and applies a choice', () => {
    render(<ArticleFontControl />);
    const group = screen.getByRole('group', { name: '글자 크기' });
    const buttons = group.querySelectorAll('button');
    expect(buttons).toHaveLength(4);
    expect(screen.getByRole('button', { name: '글자 크기 보통' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dataset.articleFont).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: '글자 크기 아주 크게' }));
    expect(screen.getByRole('button', { name: '글자 크기 아주 크게' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '글자 크기 보통' }).getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(ARTICLE_FONT_STORAGE_KEY)).toBe('3');
    expect(document.documentElement.dataset.articleFont).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: '글자 크기 보통' }));
    expect(document.documentElement.dataset.articleFont).toBeUndefined();
  });

  it('starts from the stored step (a client navigation to an article)', () => {
    window.localStorage.setItem(ARTICLE_FONT_STORAGE_KEY, '0');
    render(<ArticleFontControl />);
    expect(screen.getByRole('button', { name: '글자 크기 작게' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.dataset.articleFont).toBe('0');
  });

  it('the inline script applies a stored step and ignores junk', () => {
    window.localStorage.setItem(ARTICLE_FONT_STORAGE_KEY, '2');
    new Function(ARTICLE_FONT_SCRIPT)();
    expect(document.documentElement.dataset.articleFont).toBe('2');
    delete document.documentElement.dataset.articleFont;
    window.localStorage.setItem(ARTICLE_FONT_STORAGE_KEY, '"><x');
    new Function(ARTICLE_FONT_SCRIPT)();
    expect(document.documentElement.dataset.articleFont).toBeUndefined();
    expect(parseArticleFontStep('9')).toBe(1);
  });
});

describe('articleTimes', () => {
  it('shows 입력 and 수정 in Seoul time, 수정 only when it differs', () => {
    expect(articleTimes('2026-11-20T00:30:00.000Z', '2026-11-21T05:05:00.000Z')).toEqual({ published: '2026.11.20 09:30', updated: '2026.11.21 14:05' });
    expect(articleTimes('2026-11-20T00:30:00.000Z', '2026-11-20T00:30:40.000Z')).toEqual({ published: '2026.11.20 09:30', updated: null });
  });
});
