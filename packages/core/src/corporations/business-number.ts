/**
 * 사업자등록번호 (business registration number): 10 digits shown as XXX-XX-XXXXX, the last a check
 * digit computed with the National Tax Service's weights (1,3,7,1,3,7,1,3,5) plus the carry of the ninth
 * digit × 5. Used when a corporation registers (issue 10).
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Digits only (hyphens, spaces and full-width digits a person may type are accepted). */
export function normalizeBusinessNumber(input: string): string {
  return input.normalize('NFKC').replace(/[\s-]/g, '');
}

export function businessNumberCheckDigit(first9: string): number {
  const d = [...first9].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i]! * WEIGHTS[i]!;
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

export function isValidBusinessNumber(input: string): boolean {
  const digits = normalizeBusinessNumber(input);
  if (!/^\d{10}$/.test(digits)) return false;
  return businessNumberCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}

/** XXX-XX-XXXXX */
export function formatBusinessNumber(input: string): string {
  const d = normalizeBusinessNumber(input);
  return /^\d{10}$/.test(d) ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : input;
}
