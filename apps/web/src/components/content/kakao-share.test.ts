import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '@/lib/runtime-config';
import { KAKAO_SDK_URL, kakaoFeed, resetKakaoShare, shareToKakao } from './kakao-share';

const content = { url: 'https://spi.example/article/7', title: '오피스 시장 전망', description: '3분기 요약', imageUrl: 'https://spi.example/og/7.png' };

/** The runtime config route (/internal/runtime-config) with or without a Kakao key. */
function mockConfig(kakaoJsKey: string | null) {
  const fetchMock = vi.fn(async (url: string) => (url === RUNTIME_CONFIG_PATH ? Response.json({ kakaoJsKey }) : new Response(null, { status: 404 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => resetKakaoShare());
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Kakao;
  Reflect.deleteProperty(navigator, 'share');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('shareToKakao', () => {
  it('sends a feed through the Kakao SDK when a key is configured', async () => {
    mockConfig('js-key');
    const sendDefault = vi.fn();
    const init = vi.fn();
    window.Kakao = { isInitialized: () => false, init, Share: { sendDefault } };
    const copy = vi.fn(async () => true);
    await expect(shareToKakao(content, copy)).resolves.toBe('kakao');
    expect(init).toHaveBeenCalledWith('js-key');
    expect(sendDefault).toHaveBeenCalledWith(kakaoFeed(content));
    expect(sendDefault.mock.calls[0]![0]).toMatchObject({
      objectType: 'feed',
      content: { title: '오피스 시장 전망', description: '3분기 요약', imageUrl: 'https://spi.example/og/7.png', link: { webUrl: content.url } },
    });
    expect(copy).not.toHaveBeenCalled();
  });

  it('reads the key from the runtime config once per tab', async () => {
    const fetchMock = mockConfig('js-key');
    window.Kakao = { isInitialized: () => true, init: vi.fn(), Share: { sendDefault: vi.fn() } };
    await expect(shareToKakao(content, vi.fn(async () => true))).resolves.toBe('kakao');
    await expect(shareToKakao(content, vi.fn(async () => true))).resolves.toBe('kakao');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(RUNTIME_CONFIG_PATH);
  });

  it('loads the SDK script on the first click only', async () => {
    mockConfig('js-key');
    const sendDefault = vi.fn();
    const promise = shareToKakao(content, vi.fn(async () => true));
    await vi.waitFor(() => expect(document.head.querySelector(`script[src="${KAKAO_SDK_URL}"]`)).not.toBeNull());
    window.Kakao = { isInitialized: () => true, init: vi.fn(), Share: { sendDefault } };
    document.head.querySelector<HTMLScriptElement>(`script[src="${KAKAO_SDK_URL}"]`)!.onload!(new Event('load'));
    await expect(promise).resolves.toBe('kakao');
    expect(sendDefault).toHaveBeenCalledTimes(1);
  });

  it('uses the share sheet without a key', async () => {
    mockConfig(null);
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const copy = vi.fn(async () => true);
    await expect(shareToKakao(content, copy)).resolves.toBe('native');
    expect(share).toHaveBeenCalledWith({ title: content.title, text: content.description, url: content.url });
    expect(copy).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('copies the link without a key or a share sheet', async () => {
    mockConfig(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = vi.fn(async () => { await navigator.clipboard.writeText(content.url); return true; });
    await expect(shareToKakao(content, copy)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });
});
