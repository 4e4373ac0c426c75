import type { KnownErrorCode } from './errors';

/** What a registered card does when it is charged. */
export type CardBehavior =
  | { kind: 'approve' }
  /** Registration fails: the card is on file as expired. */
  | { kind: 'expired' }
  /** Registers; every charge is declined with `code`. */
  | { kind: 'decline'; code: Extract<KnownErrorCode, 'REJECT_CARD_PAYMENT' | 'EXCEED_MAX_DAILY_PAYMENT_COUNT'> }
  /** Registers; the first `count` charges of a billing key are approved, every later one is declined. */
  | { kind: 'approveFirst'; count: number };

export interface CardCompany {
  /** Toss's two-character card company code (issuerCode / acquirerCode). */
  code: string;
  /** Korean short name, as Toss's `cardCompany`. */
  name: string;
}

export const CARD_COMPANIES = {
  shinhan: { code: '41', name: '신한' },
  hyundai: { code: '61', name: '현대' },
  samsung: { code: '51', name: '삼성' },
  kookmin: { code: '11', name: '국민' },
  lotte: { code: '71', name: '롯데' },
  bc: { code: '31', name: 'BC' },
} as const satisfies Record<string, CardCompany>;

export interface TestCard {
  number: string;
  /** Short Korean label for the list on the registration page. */
  label: string;
  /** What happens, in Korean. */
  description: string;
  behavior: CardBehavior;
  company: CardCompany;
}

/** Cards whose Nth charge is the last approved one: `55550000000000` + N + a Luhn check digit. */
const NTH_CHARGE_CARDS: readonly TestCard[] = Array.from({ length: 9 }, (_, index) => {
  const count = index + 1;
  const number = withCheckDigit(`55550000000000${count}`);
  return {
    number,
    label: `${count}회 결제 후 거절`,
    description: `처음 ${count}번의 결제는 승인되고, ${count}번째 갱신(${count + 1}번째 결제)부터는 모두 거절(REJECT_CARD_PAYMENT)됩니다.`,
    behavior: { kind: 'approveFirst', count },
    company: CARD_COMPANIES.lotte,
  };
});

/** The test cards shown on the registration page. Any other Luhn-valid number behaves like 4242 4242 4242 4242. */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    label: '항상 승인',
    description: '등록되고, 모든 결제가 승인됩니다.',
    behavior: { kind: 'approve' },
    company: CARD_COMPANIES.shinhan,
  },
  {
    number: '4000000000000002',
    label: '결제 거절',
    description: "등록은 되지만 모든 결제가 '카드사에서 결제를 거절했습니다'(REJECT_CARD_PAYMENT)로 실패합니다.",
    behavior: { kind: 'decline', code: 'REJECT_CARD_PAYMENT' },
    company: CARD_COMPANIES.hyundai,
  },
  {
    number: '4000000000000069',
    label: '유효기간 만료',
    description: '카드사에 만료된 카드로 등록되어 있어 카드 등록이 INVALID_CARD_EXPIRATION으로 실패합니다.',
    behavior: { kind: 'expired' },
    company: CARD_COMPANIES.samsung,
  },
  {
    number: '4000000000009995',
    label: '일일 결제 횟수 초과',
    description: "등록은 되지만 모든 결제가 '하루 결제 가능 횟수를 초과했습니다'(EXCEED_MAX_DAILY_PAYMENT_COUNT)로 실패합니다.",
    behavior: { kind: 'decline', code: 'EXCEED_MAX_DAILY_PAYMENT_COUNT' },
    company: CARD_COMPANIES.kookmin,
  },
  ...NTH_CHARGE_CARDS,
];

const DEFAULT_CARD: Pick<TestCard, 'behavior' | 'company'> = { behavior: { kind: 'approve' }, company: CARD_COMPANIES.bc };

/** The behaviour and company of a card number (digits only). */
export function cardProfile(number: string): Pick<TestCard, 'behavior' | 'company'> {
  return TEST_CARDS.find((card) => card.number === number) ?? DEFAULT_CARD;
}

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Appends the Luhn check digit to `payload`. */
export function withCheckDigit(payload: string): string {
  for (let check = 0; check < 10; check += 1) {
    if (luhnValid(`${payload}${check}`)) return `${payload}${check}`;
  }
  throw new Error('unreachable');
}

/** Toss's masking: first 8 digits, 4 stars, the digits up to the last, a star (`42424242****424*`). */
export function maskCardNumber(number: string): string {
  return `${number.slice(0, 8)}****${number.slice(12, -1)}*`;
}

/** Digits of a typed card number (spaces and dashes allowed), or undefined when it is not 14-16 digits. */
export function normalizeCardNumber(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{14,16}$/.test(digits) ? digits : undefined;
}

/** Parses `MM/YY` (also `MMYY`, `MM / YY`, `MM/YYYY`) into a year and month. */
export function parseExpiry(value: string): { year: number; month: number } | undefined {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { year, month };
}

/** Birth date `YYMMDD` (a real calendar date) or a 10-digit business registration number. */
export function validIdentity(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{10}$/.test(digits)) return true;
  if (!/^\d{6}$/.test(digits)) return false;
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  // 2000 is a leap year, so 29 February is accepted for either century.
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  return day <= daysInMonth;
}
