import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ArticleHtml } from './article-html';
import { Paywall } from './paywall';
import { UnlockButton } from './unlock-button';
import { VideoFacade } from '@/components/content/video-facade';

describe('VideoFacade', () => {
  it('loads nothing from the provider until the reader clicks, then the no-cookie player', () => {
    const { container } = render(<VideoFacade embed={{ provider: 'youtube', videoId: 'abc123', title: '시장 브리핑' }} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube(-nocookie)?\.com/);
    fireEvent.click(screen.getByRole('button', { name: /시장 브리핑/ }));
    const iframe = container.querySelector('iframe')!;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
    expect(iframe.getAttribute('title')).toBe('시장 브리핑');
  });

  it('plays Vimeo from player.vimeo.com', () => {
    const { container } = render(<VideoFacade embed={{ provider: 'vimeo', videoId: '42' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Vimeo 동영상/ }));
    expect(container.querySelector('iframe')!.getAttribute('src')).toContain('https://player.vimeo.com/video/42');
  });
});

describe('ArticleHtml', () => {
  it('renders the sanitised HTML and turns embeds into facades', async () => {
    const html = '<p>첫 문단</p><div data-embed="youtube" data-video-id="xyz_1" data-title="인터뷰 영상"></div><p>둘째 문단</p><div data-embed="youtube" data-video-id="bad id"></div>';
    await act(async () => { render(<ArticleHtml html={html} testId="body" />); });
    const body = screen.getByTestId('body');
    expect(body.textContent).toContain('첫 문단');
    expect(body.textContent).toContain('둘째 문단');
    const facades = screen.getAllByTestId('video-facade');
    expect(facades).toHaveLength(1);
    expect(facades[0]!.textContent).toContain('인터뷰 영상');
    expect(body.querySelector('iframe')).toBeNull();
  });
});

describe('Paywall', () => {
  it('a guest: sign in and continue (back to this article) or learn about membership', () => {
    render(<Paywall access={{ access: 'PAYWALL', reason: 'LOGIN' }} articlePath="/article?id=5" />);
    expect(screen.getByRole('link', { name: '로그인하고 계속 읽기' }).getAttribute('href')).toBe('/sign-in?redirect=%2Farticle%3Fid%3D5');
    expect(screen.getByRole('link', { name: '멤버십 알아보기' }).getAttribute('href')).toBe('/membership');
  });

  it('a member without a fitting membership, and one whose unlocks ran out: the membership page, explained', () => {
    const { unmount } = render(<Paywall access={{ access: 'PAYWALL', reason: 'MEMBERSHIP' }} articlePath="/article?id=5" />);
    expect(screen.getByRole('heading').textContent).toBe('멤버십 회원 전용 글입니다');
    expect(screen.getByText(/라이트 멤버십은 매달 10편/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '멤버십 알아보기' }).getAttribute('href')).toBe('/membership');
    unmount();
    render(<Paywall access={{ access: 'PAYWALL', reason: 'UNLOCKS_EXHAUSTED' }} articlePath="/article?id=5" />);
    expect(screen.getByRole('heading').textContent).toBe('이번 달 열람 횟수를 모두 사용했습니다');
    expect(screen.getByRole('link', { name: '멤버십 업그레이드' }).getAttribute('href')).toBe('/membership');
    expect(screen.queryByRole('link', { name: '로그인하고 계속 읽기' })).toBeNull();
  });

  it('a metered membership: remaining unlocks and a button to open the article', () => {
    const onUnlock = vi.fn();
    render(<Paywall access={{ access: 'UNLOCK_AVAILABLE', remaining: 7, monthlyLimit: 10 }} articlePath="/article?id=5" unlockButton={<UnlockButton onUnlock={onUnlock} unlocking={false} />} />);
    expect(screen.getByText(/이번 달 남은 열람 7회 \(월 10회\)/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('unlock-button'));
    expect(onUnlock).toHaveBeenCalledOnce();
  });
});
