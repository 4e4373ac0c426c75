import { describe, expect, it } from 'vitest';
import { fileNameOf } from '@/lib/api-client';

describe('fileNameOf (Content-Disposition)', () => {
  it('prefers the RFC 5987 UTF-8 name, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="SPI_K55105BU0829_2026-06-30.pdf"; filename*=UTF-8''${encodeURIComponent('이지스 코어_자산운용보고서(2026 상반기).pdf')}`)).toBe('이지스 코어_자산운용보고서(2026 상반기).pdf');
    expect(fileNameOf('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
  });

  it('answers null without a usable name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
