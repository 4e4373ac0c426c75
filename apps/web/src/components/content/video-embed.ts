/**
 * A YouTube or Vimeo video shown behind a click-to-load facade (articles' embeds, 시티폴리오 videos). Nothing
 * here contacts the provider: the player address is only used once the reader presses play.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  videoId: string;
  title?: string;
}

/** The player address, loaded only after the reader clicks: youtube-nocookie or player.vimeo.com. */
export function playerUrl(embed: Pick<VideoEmbed, 'provider' | 'videoId'>): string {
  const id = encodeURIComponent(embed.videoId);
  return embed.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

export const PROVIDER_LABEL: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** Hosts of the two video sites and their image CDNs: an image from one of them is a request to the provider. */
const PROVIDER_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/i;

/** Whether loading `url` would contact YouTube or Vimeo (relative and unparsable addresses do not). */
export function isProviderUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url.trim())) return false;
  try {
    return PROVIDER_HOSTS.test(new URL(url).hostname);
  } catch {
    return false;
  }
}
