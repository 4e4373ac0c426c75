/**
 * A short, readable device label for the sessions list, e.g. 'Chrome · macOS' or '카카오톡 · iOS'.
 * Deliberately tiny: a handful of patterns covers the browsers Korean users sign in with, and a
 * full parser (ua-parser-js 2.x is AGPL) is not worth a dependency for one label.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/KAKAOTALK/i, '카카오톡'],
  [/NAVER\(inapp|NAVER\//i, '네이버 앱'],
  [/Whale\//, '네이버 웨일'],
  [/SamsungBrowser\//, '삼성 인터넷'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export const UNKNOWN_DEVICE = '알 수 없는 기기';

export function describeDevice(userAgent: string | undefined | null): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
