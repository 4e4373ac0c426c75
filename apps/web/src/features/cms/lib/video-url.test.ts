import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('YouTube %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', videoId: id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('Vimeo %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', videoId: id });
  });

  it.each([
    '', 'not a url', 'javascript:alert(1)', 'https://example.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=<script>',
    'https://vimeo.com/about', 'https://youtube.com/channel/UC123', 'ftp://youtu.be/dQw4w9WgXcQ',
  ])('rejects %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});
