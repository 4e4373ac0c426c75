import { loadRuntimeConfig, resetRuntimeConfigForTests } from '@/lib/runtime-config';

/**
 * The K share button: KakaoTalk through the Kakao JavaScript SDK when an app key is configured
 * (kakaoJsKey of the runtime config, lib/runtime-config; SDK loaded on the first click only), otherwise
 * the system share sheet (navigator.share), otherwise copying the link.
 */

export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

export interface ShareContent {
  url: string;
  title: string;
  description?: string;
  imageUrl?: string;
}

interface KakaoSdk {
  isInitialized(): boolean;
  init(key: string): void;
  Share: { sendDefault(settings: Record<string, unknown>): void };
}

declare global {
  interface Window { Kakao?: KakaoSdk }
}

export type ShareOutcome = 'kakao' | 'native' | 'copied' | 'cancelled' | 'failed';

let sdkPromise: Promise<KakaoSdk> | null = null;

/** Forgets the cached runtime config and SDK promise (tests). */
export function resetKakaoShare(): void {
  resetRuntimeConfigForTests();
  sdkPromise = null;
}

/** The Kakao JavaScript key, or null when none is configured or the config cannot be read. */
export async function kakaoKey(): Promise<string | null> {
  return (await loadRuntimeConfig())?.kakaoJsKey ?? null;
}

/** Loads the SDK script once and initialises it with the key. */
export function loadKakaoSdk(key: string): Promise<KakaoSdk> {
  const ready = (sdk: KakaoSdk) => {
    if (!sdk.isInitialized()) sdk.init(key);
    return sdk;
  };
  if (window.Kakao) return Promise.resolve(ready(window.Kakao));
  sdkPromise ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => (window.Kakao ? resolve(ready(window.Kakao)) : reject(new Error('Kakao SDK missing')));
    script.onerror = () => {
      sdkPromise = null;
      reject(new Error('Kakao SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return sdkPromise;
}

/** A feed template: title, description, image and the link (web and mobile). */
export function kakaoFeed(content: ShareContent): Record<string, unknown> {
  const link = { webUrl: content.url, mobileWebUrl: content.url };
  return {
    objectType: 'feed',
    content: {
      title: content.title,
      description: content.description ?? '',
      ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}),
      link,
    },
    buttons: [{ title: '자세히 보기', link }],
  };
}

/** Shares by the best available path; `copy` is the copy-link fallback (it shows its own snackbar). */
export async function shareToKakao(content: ShareContent, copy: () => Promise<boolean>): Promise<ShareOutcome> {
  const key = await kakaoKey();
  if (key) {
    try {
      const sdk = await loadKakaoSdk(key);
      sdk.Share.sendDefault(kakaoFeed(content));
      return 'kakao';
    } catch (error) {
      console.warn('카카오톡 공유를 사용할 수 없어 다른 방법으로 공유합니다.', error);
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: content.title, text: content.description, url: content.url });
      return 'native';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copy()) ? 'copied' : 'failed';
}

/** The description and image of the current page's Open Graph tags, for the feed template. */
export function pageShareMeta(): Pick<ShareContent, 'description' | 'imageUrl'> {
  const meta = (property: string) =>
    document.querySelector<HTMLMetaElement>(`meta[property="${property}"], meta[name="${property}"]`)?.content || undefined;
  return { description: meta('og:description') ?? meta('description'), imageUrl: meta('og:image') };
}
