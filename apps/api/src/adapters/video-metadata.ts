import { AppError, fallbackVideoTitle, videoWatchUrl, type VideoProvider } from '@spi/core';

/**
 * Video metadata of a 시티폴리오 video link (ADR 020 §8): looked up once, when an editor saves or previews the
 * link, and stored with the item. Pages never contact the video site before the reader clicks.
 *
 * - `oembed` asks the providers' oEmbed endpoints (YouTube: /oembed?url=…&format=json, Vimeo:
 *   /api/oembed.json?url=…) with a timeout; any failure is CITYFOLIO_VIDEO_LOOKUP_FAILED (502).
 * - `local` (the default: nothing may download at run time) answers from a small catalogue of the demo
 *   videos and otherwise a plain title ('YouTube 영상 <id>') with the provider's usual thumbnail address.
 */
export interface VideoMetadataResult {
  title: string;
  author: string;
  thumbnailUrl: string;
  /** Seconds; null when the provider does not say (YouTube's oEmbed never does). */
  durationSec: number | null;
}

export interface VideoMetadata {
  readonly kind: 'local' | 'oembed';
  lookup(provider: VideoProvider, videoId: string): Promise<VideoMetadataResult>;
}

export interface VideoMetadataConfig {
  kind: 'local' | 'oembed';
  youtubeOembedUrl: string;
  vimeoOembedUrl: string;
  timeoutMs: number;
}

/** The demo videos of the seed data (fictional descriptions of real public talks are not claimed). */
const LOCAL_CATALOGUE: Record<string, VideoMetadataResult> = {
  'youtube:aqz-KE-bpKQ': { title: '[SPI 샘플] 2026 상업용 부동산 시장 전망 세미나 하이라이트', author: 'SPI 시티폴리오', thumbnailUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg', durationSec: 634 },
  'youtube:ScMzIvxBSi4': { title: '[SPI 샘플] 물류센터 투자, 무엇을 보아야 하나', author: 'SPI 시티폴리오', thumbnailUrl: 'https://i.ytimg.com/vi/ScMzIvxBSi4/hqdefault.jpg', durationSec: 1_122 },
  'vimeo:76979871': { title: '[SPI 샘플] 도시 재생과 오피스 리포지셔닝', author: 'SPI 시티폴리오', thumbnailUrl: 'https://i.vimeocdn.com/video/452001751-640.jpg', durationSec: 62 },
};

export class LocalVideoMetadata implements VideoMetadata {
  readonly kind = 'local' as const;

  async lookup(provider: VideoProvider, videoId: string): Promise<VideoMetadataResult> {
    const known = LOCAL_CATALOGUE[`${provider}:${videoId}`];
    if (known) return { ...known };
    return {
      title: fallbackVideoTitle(provider, videoId),
      author: '',
      thumbnailUrl: provider === 'youtube' ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : '',
      durationSec: null,
    };
  }
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export class OembedVideoMetadata implements VideoMetadata {
  readonly kind = 'oembed' as const;

  constructor(private readonly config: Pick<VideoMetadataConfig, 'youtubeOembedUrl' | 'vimeoOembedUrl' | 'timeoutMs'>) {}

  endpointFor(provider: VideoProvider, videoId: string): string {
    const watch = encodeURIComponent(videoWatchUrl(provider, videoId));
    return provider === 'youtube' ? `${this.config.youtubeOembedUrl}?url=${watch}&format=json` : `${this.config.vimeoOembedUrl}?url=${watch}`;
  }

  async lookup(provider: VideoProvider, videoId: string): Promise<VideoMetadataResult> {
    let body: unknown;
    try {
      const res = await fetch(this.endpointFor(provider, videoId), {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!res.ok) throw new Error(`oEmbed answered ${res.status}`);
      const raw = await res.text();
      if (raw.length > 200_000) throw new Error('oEmbed answer too large');
      body = JSON.parse(raw);
    } catch {
      throw new AppError('CITYFOLIO_VIDEO_LOOKUP_FAILED');
    }
    if (!body || typeof body !== 'object') throw new AppError('CITYFOLIO_VIDEO_LOOKUP_FAILED');
    const o = body as Record<string, unknown>;
    const title = text(o.title, 300);
    if (!title) throw new AppError('CITYFOLIO_VIDEO_LOOKUP_FAILED');
    const thumbnail = text(o.thumbnail_url, 500);
    const duration = typeof o.duration === 'number' && Number.isFinite(o.duration) && o.duration >= 0 ? Math.round(o.duration) : null;
    return {
      title,
      author: text(o.author_name, 200),
      thumbnailUrl: /^https:\/\//i.test(thumbnail) ? thumbnail : '',
      durationSec: duration,
    };
  }
}

export function createVideoMetadata(config: VideoMetadataConfig): VideoMetadata {
  return config.kind === 'oembed' ? new OembedVideoMetadata(config) : new LocalVideoMetadata();
}
