import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '@spi/core';
import { acceptAttribute, checkUploadFile, formatBytes, mediaKindOf, UNSUPPORTED_FILE_MESSAGE } from './media-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload pre-check (MEDIA_LIMITS)', () => {
  it('knows the kind from the type, an alias or the extension', () => {
    expect(mediaKindOf(file('a.png', 'image/png'))).toBe('IMAGE');
    expect(mediaKindOf(file('a.jpg', 'image/jpg'))).toBe('IMAGE');
    expect(mediaKindOf(file('a.m4a', 'audio/x-m4a'))).toBe('AUDIO');
    expect(mediaKindOf(file('voice.mp3', ''))).toBe('AUDIO');
    expect(mediaKindOf(file('a.svg', 'image/svg+xml'))).toBeNull();
  });

  it('refuses unsupported types, the wrong kind and files over the limit, in Korean', () => {
    expect(checkUploadFile(file('x.svg', 'image/svg+xml'))).toBe(UNSUPPORTED_FILE_MESSAGE);
    expect(checkUploadFile(file('x.pdf', 'application/pdf'), 'IMAGE')).toBe('이미지 파일(JPEG, PNG, WebP, GIF)만 올릴 수 있습니다.');
    expect(checkUploadFile(file('x.mp3', 'audio/mpeg'), 'IMAGE')).toBe('이미지 파일(JPEG, PNG, WebP, GIF)을 선택해 주세요.');
    expect(checkUploadFile(file('x.png', 'image/png', MEDIA_LIMITS.IMAGE.maxBytes + 1))).toBe('이미지 파일은 10MB까지 올릴 수 있습니다.');
    expect(checkUploadFile(file('x.mp3', 'audio/mpeg', MEDIA_LIMITS.AUDIO.maxBytes + 1), 'AUDIO')).toBe('오디오 파일은 50MB까지 올릴 수 있습니다.');
    expect(checkUploadFile(file('x.png', 'image/png', 0))).toBe('빈 파일은 올릴 수 없습니다.');
    expect(checkUploadFile(file('x.png', 'image/png', MEDIA_LIMITS.IMAGE.maxBytes))).toBeNull();
  });

  it('formats sizes and the accept attribute', () => {
    expect(formatBytes(512)).toBe('512B');
    expect(formatBytes(34 * 1024)).toBe('34KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3MB');
    expect(acceptAttribute('IMAGE')).toBe('image/jpeg,image/png,image/webp,image/gif');
  });
});
