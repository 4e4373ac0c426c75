import { describe, expect, it } from 'vitest';
import { compareKorean, formatLocaleNumber, formatNumber } from './number-format';

// Deterministic values across magnitudes, signs and halves (a small LCG, so a failure names its value).
function* samples(): Generator<number> {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 16 - 4);
    const value = (next() - 0.5) * 2 * magnitude;
    yield value;
    yield Math.round(value * 1000) / 1000 + 0.0005; // near a half at three decimals
  }
  yield* [0, 1, -1, 0.5, 1.5, 2.5, -2.5, 1.005, 1.125, 999.995, 999_999.5, 1e15, 123_456_789_012, 0.045, 0.055];
}

describe('formatNumber', () => {
  it("writes what Intl.NumberFormat('ko-KR') writes, at 0 to 3 decimals", () => {
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
      for (const value of samples()) {
        const expected = intl.format(value).replace(/^-(?=[0.,]+$)/, '');
        expect(formatNumber(value, digits), `${value} at ${digits}`).toBe(expected);
      }
    }
  });

  it('writes a value that rounds to zero without a sign, and names what is not a number', () => {
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-1234.5, 1)).toBe('-1,234.5');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('formatLocaleNumber', () => {
  it("writes what toLocaleString('ko-KR') writes", () => {
    for (const value of samples()) {
      expect(formatLocaleNumber(value), String(value)).toBe(value.toLocaleString('ko-KR').replace(/^-(?=[0.,]+$)/, ''));
    }
    expect(formatLocaleNumber(12.34, 1)).toBe((12.34).toLocaleString('ko-KR', { maximumFractionDigits: 1 }));
    expect(formatLocaleNumber(1200)).toBe('1,200');
    expect(formatLocaleNumber(1234.5)).toBe('1,234.5');
  });
});

describe('compareKorean', () => {
  it("orders names as Intl.Collator('ko') does: symbols, digits, Hangul in 가나다 order, then Latin without regard to case", () => {
    const names = ['하나대체투자', '가온리츠', 'KB스타리츠', '나라', 'abc', 'ABD', 'Abc', '1호', '10호', '2호', '간다', '가', '코람코', 'Zeta', '신한알파리츠', '신한 알파', 'SK리츠', 'NH올원리츠', '#태그', '오피스', '물류', 'ESR켄달스퀘어리츠', '이지스밸류리츠', '이지스레지던스리츠']
    const collator = new Intl.Collator('ko');
    expect([...names].sort(compareKorean)).toEqual([...names].sort(collator.compare));
  });
});
