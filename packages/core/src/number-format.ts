/**
 * Korean number formatting and ordering without Intl. The browser builds its ICU data the first time a page
 * creates an Intl formatter or collator: 200–330 ms of main thread at a phone's speed (4× CPU), once per page,
 * during hydration (docs/performance.md, ADR 037). Korean needs nothing of ICU for these: grouping by thousands
 * with ',' and '.' for decimals, and Hangul syllables already sort in 가나다 order by code point. The output is
 * what `Intl.NumberFormat('ko-KR')` writes, so server and browser agree and nothing shifts on hydration.
 */

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Rounds a decimal string of digits (no sign, no exponent) half away from zero to `digits` decimals. */
function roundDecimal(text: string, digits: number): string {
  const [int = '0', fraction = ''] = text.split('.');
  const kept = fraction.padEnd(digits, '0').slice(0, digits);
  let all = `${int}${kept}`;
  if ((fraction[digits] ?? '0') >= '5') {
    // Add one at the last kept digit, carrying to the left.
    const chars = all.split('');
    let i = chars.length - 1;
    for (; i >= 0; i--) {
      if (chars[i] === '9') chars[i] = '0';
      else { chars[i] = String(Number(chars[i]) + 1); break; }
    }
    all = `${i < 0 ? '1' : ''}${chars.join('')}`;
  }
  const head = all.slice(0, all.length - digits).replace(/^0+(?=\d)/, '') || '0';
  return digits > 0 ? `${head}.${all.slice(all.length - digits)}` : head;
}

/** The shortest decimal that reads back as `abs` (what String() writes), without an exponent. */
function plainDecimal(abs: number): string {
  const text = String(abs);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, int = '', fraction = '', exponent = '0'] = match;
  const digits = `${int}${fraction}`;
  const point = int.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? `${digits}${'0'.repeat(point - digits.length)}` : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * `value` with exactly `digits` decimals, grouped by thousands: 1234.5 → '1,234.50' (digits 2). Rounds half away
 * from zero on the shortest decimal that reads back as the value (1.005 → '1.01'), as ICU does; a value that
 * rounds to zero has no sign.
 */
export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const rounded = roundDecimal(plainDecimal(Math.abs(value)), digits);
  const [int = '0', fraction] = rounded.split('.');
  const text = fraction === undefined ? group(int) : `${group(int)}.${fraction}`;
  return value < 0 && /[1-9]/.test(rounded) ? `-${text}` : text;
}

/** What `value.toLocaleString('ko-KR')` writes: grouped, with up to `maxDigits` decimals (3), trailing zeros dropped. */
export function formatLocaleNumber(value: number, maxDigits = 3): string {
  const text = formatNumber(value, maxDigits);
  return maxDigits > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** Where a character sorts in the Korean collation: spaces and symbols, digits, Hangul, Latin, the rest. */
function rank(code: number): number {
  if ((code >= 0x30 && code <= 0x39)) return 1;
  if ((code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f)) return 2;
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) return 3;
  return code < 0x80 ? 0 : 4;
}

/**
 * Orders Korean text as the Korean collation (`Intl.Collator('ko')`) does for the names and tags SPI sorts:
 * spaces and symbols, then digits, then Hangul in 가나다 order, then Latin letters without regard to case (lower
 * case first on a tie).
 */
export function compareKorean(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(i);
    if (cx === cy) continue;
    return rank(cx) - rank(cy) || cx - cy;
  }
  if (x.length !== y.length) return x.length - y.length;
  return a === b ? 0 : a > b ? -1 : 1;
}
