/** A YouTube or Vimeo address as pasted by an editor, to the contract's embed (`videoEmbedSchema`). */
export interface VideoRef {
  provider: 'youtube' | 'vimeo';
  videoId: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,64}$/;
const VIMEO_ID = /^\d{1,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parseUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/**
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed|shorts|live|v/ID, vimeo.com/123,
 * vimeo.com/channels/x/123, player.vimeo.com/video/123. Anything else: null.
 */
export function parseVideoUrl(input: string): VideoRef | null {
  const url = parseUrl(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const fromQuery = segments[0] === 'watch' ? url.searchParams.get('v') ?? '' : '';
    const fromPath = ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') ? segments[1] ?? '' : '';
    const id = fromQuery || fromPath;
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] ?? '' : '') : [...segments].reverse().find((s) => VIMEO_ID.test(s)) ?? '';
    return VIMEO_ID.test(id) ? { provider: 'vimeo', videoId: id } : null;
  }
  return null;
}

export const VIDEO_PROVIDER_LABEL: Record<VideoRef['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
