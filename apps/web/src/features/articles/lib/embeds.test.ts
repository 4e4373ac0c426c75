import { describe, expect, it } from 'vitest';
import { parseArticleId, slugParam } from './list-params';
import { parseEmbed, playerUrl } from './embeds';

describe('video embeds', () => {
  it('accepts YouTube and numeric Vimeo ids only', () => {
    expect(parseEmbed({ embed: 'youtube', videoId: 'dQw4w9WgXcQ', title: ' 설명 ' })).toEqual({ provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: '설명' });
    expect(parseEmbed({ embed: 'vimeo', videoId: '76979871' })).toEqual({ provider: 'vimeo', videoId: '76979871' });
    expect(parseEmbed({ embed: 'vimeo', videoId: 'abc' })).toBeNull();
    expect(parseEmbed({ embed: 'dailymotion', videoId: 'x' })).toBeNull();
    expect(parseEmbed({ embed: 'youtube', videoId: 'a"b' })).toBeNull();
  });

  it('plays from youtube-nocookie.com and player.vimeo.com', () => {
    expect(playerUrl({ provider: 'youtube', videoId: 'abc_-1' })).toBe('https://www.youtube-nocookie.com/embed/abc_-1?autoplay=1&rel=0');
    expect(playerUrl({ provider: 'vimeo', videoId: '123' })).toBe('https://player.vimeo.com/video/123?autoplay=1&dnt=1');
  });
});

describe('list parameters', () => {
  it('reads the article id and slugs defensively', () => {
    expect(parseArticleId('12')).toBe(12);
    expect(parseArticleId(['7'])).toBe(7);
    expect(parseArticleId('0')).toBeNull();
    expect(parseArticleId('1e3')).toBeNull();
    expect(parseArticleId(undefined)).toBeNull();
    expect(slugParam('office')).toBe('office');
    expect(slugParam('캡레이트')).toBe('캡레이트');
    expect(slugParam('a b')).toBeUndefined();
    expect(slugParam('')).toBeUndefined();
  });
});
