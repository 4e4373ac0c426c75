/** Video embeds in article HTML: `<div data-embed="youtube|vimeo" data-video-id="..." data-title="...">`. */
import type { VideoEmbed } from '@/components/content/video-embed';

export { PROVIDER_LABEL, playerUrl, type VideoEmbed, type VideoProvider } from '@/components/content/video-embed';

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
