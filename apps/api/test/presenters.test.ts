import { describe, expect, it } from 'vitest';
import { describeDevice, UNKNOWN_DEVICE } from '../src/adapters/user-agent';
import { suggestNickname } from '../src/presenters/signup-session';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome · macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge · Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 'Safari · iOS'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', '삼성 인터넷 · Android'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Mobile Safari/537.36 KAKAOTALK 10.4.0', '카카오톡 · Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Whale/3.24.223.18 Safari/537.36', '네이버 웨일 · Windows'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox · Linux'],
  ])('%s -> %s', (ua, label) => {
    expect(describeDevice(ua)).toBe(label);
  });

  it('falls back for unknown or missing agents', () => {
    expect(describeDevice('')).toBe(UNKNOWN_DEVICE);
    expect(describeDevice(undefined)).toBe(UNKNOWN_DEVICE);
    expect(describeDevice('curl/8.5.0')).toBe(UNKNOWN_DEVICE);
  });
});

describe('suggestNickname', () => {
  it('cuts a provider nickname to a valid SPI nickname', () => {
    expect(suggestNickname('김민준 (카카오 데모)')).toBe('김민준 카카오 데모');
    expect(suggestNickname('Park Jiho (Google 데모)')).toBe('Park Jiho Google 데모');
    expect(suggestNickname('아주아주아주아주아주아주긴닉네임입니다정말로요')).toHaveLength(20);
    expect(suggestNickname('🙂')).toBe('');
    expect(suggestNickname('김')).toBe('');
  });
});
