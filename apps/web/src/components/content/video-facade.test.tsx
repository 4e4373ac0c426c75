import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isProviderUrl } from './video-embed';
import { VideoFacade } from './video-facade';

describe('VideoFacade poster and badge', () => {
  it('shows a same-site still and the duration badge, and no iframe until the click', () => {
    const { container } = render(<VideoFacade embed={{ provider: 'vimeo', videoId: '42', title: '도시 산책' }} poster="/media/cityfolio/video/42.jpg" badge="12:34" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/cityfolio/video/42.jpg');
    expect(screen.getByText('12:34')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /도시 산책/ }));
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://player.vimeo.com/video/42?autoplay=1&dnt=1');
  });

  it('drops a still hosted by the video site, so nothing is requested from it before the click', () => {
    const { container } = render(<VideoFacade embed={{ provider: 'youtube', videoId: 'dQw4w9WgXcQ' }} poster="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/ytimg|youtube\.com/);
  });

  it('tells provider hosts from others', () => {
    expect(isProviderUrl('https://i.ytimg.com/vi/x/hq.jpg')).toBe(true);
    expect(isProviderUrl('https://i.vimeocdn.com/video/1.jpg')).toBe(true);
    expect(isProviderUrl('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isProviderUrl('/media/a.jpg')).toBe(false);
    expect(isProviderUrl('https://cdn.example.kr/notyoutube.com.jpg')).toBe(false);
    expect(isProviderUrl('https://evil-youtube.com/a.jpg')).toBe(false);
  });
});
