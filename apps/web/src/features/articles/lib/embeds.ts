/** Video embeds in article HTML: `<div data-embed="youtube|vimeo" data-video-id="..." data-title="...">`. */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  videoId: string;
  title?: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The embed an element's data attributes describe, or null when they are not a valid one. */
export function parseEmbed(data: { embed?: string; videoId?: string; title?: string }): VideoEmbed | null {
  const provider = data.embed;
  const videoId = data.videoId ?? '';
  if ((provider !== 'youtube' && provider !== 'vimeo') || !VIDEO_ID.test(videoId)) return null;
  if (provider === 'vimeo' && !/^\d+$/.test(videoId)) return null;
  const title = data.title?.trim();
  return { provider, videoId, ...(title ? { title } : {}) };
}

/** The player address, loaded only after the reader clicks: youtube-nocookie or player.vimeo.com. */
export function playerUrl(embed: Pick<VideoEmbed, 'provider' | 'videoId'>): string {
  const id = encodeURIComponent(embed.videoId);
  return embed.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

export const PROVIDER_LABEL: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
