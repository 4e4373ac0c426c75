import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ImageResponse } from 'next/og';
import { SITE } from '@spi/core';

export const alt = SITE.fullName;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const require = createRequire(import.meta.url);

/** Default sharing image, drawn at build time with the bundled Pretendard (no font download). */
export default async function OpengraphImage() {
  const font = await readFile(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf'));
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: 88, background: '#0C2566', color: '#fff', fontFamily: 'Pretendard' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div style={{ width: 96, height: 96, borderRadius: 22, background: '#2F6BFF', display: 'flex' }} />
          <div style={{ fontSize: 96, letterSpacing: -2 }}>SPI</div>
        </div>
        <div style={{ marginTop: 48, fontSize: 52 }}>상업용 부동산 전문가를 위한 인사이트</div>
        <div style={{ marginTop: 20, fontSize: 30, color: '#D9E6FF' }}>뉴스 · 상장 리츠 데이터 · 딜 정보 · 사모펀드</div>
      </div>
    ),
    { ...size, fonts: [{ name: 'Pretendard', data: font, weight: 700, style: 'normal' }] },
  );
}
