import { isValidBusinessNumber, normalizeBusinessNumber, registerCorporationRequestSchema, type AddressResult, type RegisterCorporationRequest } from '@spi/core';
import { issuesToErrors } from './form-errors';

export interface RegisterValues {
  name: string;
  businessNumber: string;
  managerName: string;
  phone: string;
  email: string;
  address: AddressResult | null;
  detail: string;
}

/** Field order on screen: the first error is focused. */
export const REGISTER_FIELDS = ['name', 'businessNumber', 'managerName', 'phone', 'email', 'address', 'detail'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const BUSINESS_NUMBER_CHECK_MESSAGE = '사업자등록번호가 올바르지 않습니다. 10자리 번호를 다시 확인해 주세요.';

/** The instant message under the business number ('' while it is incomplete or fine). */
export function businessNumberHint(input: string): { state: 'empty' | 'typing' | 'valid' | 'invalid'; message: string } {
  const digits = normalizeBusinessNumber(input);
  if (digits.length === 0) return { state: 'empty', message: '' };
  if (digits.length < 10) return { state: 'typing', message: '' };
  return isValidBusinessNumber(digits) ? { state: 'valid', message: '올바른 형식의 사업자등록번호입니다.' } : { state: 'invalid', message: BUSINESS_NUMBER_CHECK_MESSAGE };
}

/** Checks the form with the core contract; the server decides in the end. */
export function validateRegister(values: RegisterValues): { ok: true; body: RegisterCorporationRequest } | { ok: false; errors: Partial<Record<RegisterField, string>> } {
  const parsed = registerCorporationRequestSchema.safeParse({
    name: values.name,
    businessNumber: values.businessNumber,
    managerName: values.managerName,
    phone: values.phone,
    email: values.email,
    address: { roadAddress: values.address?.roadAddress ?? '', detail: values.detail, zonecode: values.address?.zonecode ?? '' },
  });
  const errors: Partial<Record<RegisterField, string>> = {};
  if (!parsed.success) {
    const raw = issuesToErrors(parsed.error.issues);
    for (const [path, message] of Object.entries(raw)) {
      const field: RegisterField = path === 'address.detail' ? 'detail' : path.startsWith('address') ? 'address' : (path as RegisterField);
      errors[field] ??= path.startsWith('address.') && field === 'address' && !values.address ? '주소 검색으로 주소를 선택해 주세요.' : message;
    }
  }
  if (!errors.businessNumber && !isValidBusinessNumber(values.businessNumber)) errors.businessNumber = BUSINESS_NUMBER_CHECK_MESSAGE;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** API validation paths ('address.roadAddress') mapped to the screen's fields. */
export function registerFieldOf(path: string): RegisterField | null {
  if (path === 'address.detail') return 'detail';
  if (path.startsWith('address')) return 'address';
  return (REGISTER_FIELDS as readonly string[]).includes(path) ? (path as RegisterField) : null;
}
