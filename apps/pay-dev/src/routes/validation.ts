import { tossError } from '../errors';

export type Fields = Record<string, unknown>;

/** The request body as an object; anything else is INVALID_REQUEST. */
export function jsonObject(body: unknown): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw tossError('INVALID_REQUEST', '요청 본문은 JSON 객체여야 합니다.');
  return body as Fields;
}

export function requiredString(fields: Fields, name: string, options: { max: number; min?: number; pattern?: RegExp; rule?: string }): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw tossError('INVALID_REQUEST', `${name}은(는) 필수 값입니다.`);
  const min = options.min ?? 1;
  if (typeof value !== 'string' || value.length < min || value.length > options.max || (options.pattern && !options.pattern.test(value))) {
    throw tossError('INVALID_REQUEST', `${name} 값이 올바르지 않습니다. ${options.rule ?? `${min}자 이상 ${options.max}자 이하 문자열이어야 합니다.`}`);
  }
  return value;
}

export function optionalString(fields: Fields, name: string, max: number): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) throw tossError('INVALID_REQUEST', `${name} 값이 올바르지 않습니다. ${max}자 이하 문자열이어야 합니다.`);
  return value;
}

/** A whole number of won in [min, Number.MAX_SAFE_INTEGER]. */
export function integer(fields: Fields, name: string, options: { required: boolean; min: number }): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null) {
    if (options.required) throw tossError('INVALID_REQUEST', `${name}은(는) 필수 값입니다.`);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < options.min) {
    throw tossError('INVALID_REQUEST', `${name} 값이 올바르지 않습니다. ${options.min} 이상의 정수여야 합니다.`);
  }
  return value;
}

/** Toss's customerKey: 2-300 characters of letters, digits and - _ = . @ */
export const CUSTOMER_KEY_PATTERN = /^[A-Za-z0-9\-_=.@]{2,300}$/;
export const CUSTOMER_KEY_RULE = '영문 대소문자, 숫자, 특수문자 - _ = . @ 로 이루어진 2자 이상 300자 이하 문자열이어야 합니다.';
/** Toss's orderId: 6-64 characters of letters, digits, - and _. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
export const ORDER_ID_RULE = '영문 대소문자, 숫자, 특수문자 - _ 로 이루어진 6자 이상 64자 이하 문자열이어야 합니다.';
