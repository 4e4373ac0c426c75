/**
 * 시티폴리오 (/cityfolio): city-portfolio content — events, videos and books — and the investment-profile
 * questionnaire (ADR 020, docs/cityfolio.md). Video links are YouTube or Vimeo; their metadata is looked up
 * when an editor adds the link and stored with the item.
 */

export const CITYFOLIO_KINDS = ['EVENT', 'VIDEO', 'BOOK'] as const;
export type CityfolioKind = (typeof CITYFOLIO_KINDS)[number];
export const CITYFOLIO_KIND_LABELS: Record<CityfolioKind, string> = { EVENT: '이벤트', VIDEO: '영상', BOOK: '책' };
/** The path segment of each kind: /cityfolio/events, /cityfolio/videos, /cityfolio/books. */
export const CITYFOLIO_KIND_PATHS: Record<CityfolioKind, string> = { EVENT: 'events', VIDEO: 'videos', BOOK: 'books' };

export const CITYFOLIO_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type CityfolioStatus = (typeof CITYFOLIO_STATUSES)[number];

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
export const VIDEO_PROVIDER_LABELS: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The provider and id of a YouTube or Vimeo link (watch, youtu.be, shorts, embed, vimeo.com/123,
 * player.vimeo.com/video/123), or null when the link is neither.
 */
export function parseVideoUrl(raw: string): { provider: VideoProvider; videoId: string } | null {
  let url: URL;
  try { url = new URL(raw.trim()); } catch { return null; }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' && parts[0] && YOUTUBE_ID.test(parts[0])) return { provider: 'youtube', videoId: parts[0] };
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = url.searchParams.get('v');
    if (parts[0] === 'watch' && v && YOUTUBE_ID.test(v)) return { provider: 'youtube', videoId: v };
    if ((parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') && parts[1] && YOUTUBE_ID.test(parts[1])) return { provider: 'youtube', videoId: parts[1] };
    return null;
  }
  if (host === 'vimeo.com' && parts[0] && /^\d{1,12}$/.test(parts[0])) return { provider: 'vimeo', videoId: parts[0] };
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts[1] && /^\d{1,12}$/.test(parts[1])) return { provider: 'vimeo', videoId: parts[1] };
  return null;
}

/** The canonical watch address of a video. */
export function videoWatchUrl(provider: VideoProvider, videoId: string): string {
  return provider === 'youtube' ? `https://www.youtube.com/watch?v=${videoId}` : `https://vimeo.com/${videoId}`;
}

/** The version of the city-folio consent text a profile was stored under (spec: city-folio consent info modal). */
export const CITYFOLIO_CONSENT_VERSION = '2026-11';
/** How long a guest's answers wait to be attached to an account. */
export const INVESTMENT_PROFILE_GUEST_TTL_DAYS = 30;
/** The URL parameter that carries a guest's questionnaire id (spec section 4, session rule 4). */
export const INVESTMENT_PROFILE_GUEST_PARAM = 'investment_profile_guest_id';

export const CITYFOLIO_PAGE_SIZES = [12, 24, 48] as const;
export const CITYFOLIO_TITLE_MAX = 120;
export const CITYFOLIO_SEARCH_MAX_LENGTH = 60;
/** Items per kind on the /cityfolio home. */
export const CITYFOLIO_HOME_PER_KIND = 4;

/** 'YouTube 영상 <id>': the plain title of a video whose metadata is not known. */
export function fallbackVideoTitle(provider: VideoProvider, videoId: string): string {
  return `${VIDEO_PROVIDER_LABELS[provider]} 영상 ${videoId}`;
}

/** '1:02:03' or '4:05' for a duration in seconds ('' when unknown). */
export function formatVideoDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** An ISBN-13 without hyphens or spaces ('978-89-…' → '97889…'); null when it is not 13 digits with a valid check digit. */
export function normalizeIsbn13(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^97[89]\d{10}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[12]) ? digits : null;
}

/** Whether an instant is older than the guest TTL (a guest's answers expire then). */
export function isGuestProfileExpired(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() > INVESTMENT_PROFILE_GUEST_TTL_DAYS * 24 * 60 * 60 * 1000;
}

/** A guest id: 22–64 base64url characters (the API makes 32 from 24 random bytes). */
export const INVESTMENT_PROFILE_GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

// The questionnaire and its scoring (a separate file, exported with the model).
export * from './profile';
