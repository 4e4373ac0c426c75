import { describe, expect, it } from 'vitest';
import {
  eokTextToWon, fractionToPercentText, issuesToErrors, parseNumberText, percentTextToFraction, pricePerPyeongOf, pyeongHint, wonHint, wonToEokText,
} from './units';
import { checkReportFile } from './report-file';

describe('admin form units', () => {
  it('reads numbers with commas, blank as null and anything else as NaN', () => {
    expect(parseNumberText('1,234.5')).toBe(1234.5);
    expect(parseNumberText('  ')).toBeNull();
    expect(Number.isNaN(parseNumberText('12억'))).toBe(true);
    expect(Number.isNaN(parseNumberText('1e999'))).toBe(false); // Infinity: the schema refuses it as a number out of range.
  });

  it('converts 억원 to 원 and back without float noise', () => {
    expect(eokTextToWon('1,250')).toBe(125_000_000_000);
    expect(eokTextToWon('0.1')).toBe(10_000_000);
    expect(eokTextToWon('')).toBeNull();
    expect(wonToEokText(125_000_000_000)).toBe('1250');
    expect(wonToEokText(33_000_000)).toBe('0.33');
    expect(wonToEokText(null)).toBe('');
    expect(wonHint('1250')).toBe('= 125,000,000,000원');
  });

  it('converts % to fractions and back', () => {
    expect(percentTextToFraction('4.5')).toBe(0.045);
    expect(percentTextToFraction('0.07')).toBe(0.0007);
    expect(fractionToPercentText(0.045)).toBe('4.5');
    expect(fractionToPercentText(0.1 + 0.2)).toBe('30');
    expect(fractionToPercentText(null)).toBe('');
  });

  it('shows 평 for ㎡ and computes 평당가 grossed up to 100 %', () => {
    expect(pyeongHint('3305.8')).toBe('≈ 1,000평');
    expect(pyeongHint('abc')).toBe('');
    // 1,000억원 for 1,000평 = 1억원/평; a 50 % stake for 500억원 is the same 평당가.
    const thousandPyeong = String((1000 * 400) / 121);
    expect(pricePerPyeongOf('1000', thousandPyeong, '100')).toBe(100_000_000);
    expect(pricePerPyeongOf('500', thousandPyeong, '50')).toBe(100_000_000);
    expect(pricePerPyeongOf('', '3305.785', '100')).toBeNull();
  });

  it('keys issues by their full path, first message wins', () => {
    expect(issuesToErrors([
      { path: ['assets', 0, 'stake'], message: 'a' },
      { path: 'assets.0.stake', message: 'b' },
      { path: [], message: 'c' },
    ])).toEqual({ 'assets.0.stake': 'a', _: 'c' });
  });
});

describe('report file check', () => {
  it('accepts PDF, XLSX and DOCX up to 30 MB', () => {
    expect(checkReportFile({ name: 'q3.pdf', type: 'application/pdf', size: 1024 })).toBeNull();
    expect(checkReportFile({ name: 'NAV.XLSX', type: '', size: 1024 })).toBeNull();
    expect(checkReportFile({ name: 'memo.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 30 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, empty files and files over 30 MB', () => {
    expect(checkReportFile({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.');
    expect(checkReportFile({ name: 'fake.pdf', type: 'text/html', size: 10 })).toBe('펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.');
    expect(checkReportFile({ name: 'empty.pdf', type: 'application/pdf', size: 0 })).toBe('빈 파일은 올릴 수 없습니다.');
    expect(checkReportFile({ name: 'big.pdf', type: 'application/pdf', size: 30 * 1024 * 1024 + 1 })).toContain('30MB 이하');
  });
});
