import { describe, expect, it } from 'vitest';
import { corporateTotal, domainOf, formatBusinessNumberInput, seatsProblem, seatUsagePercent } from './format';
import { isLastManager, isOpenDepositOrder, orderTone } from './labels';
import { businessNumberHint, registerFieldOf, validateRegister, type RegisterValues } from './register-form';

const ADDRESS = { roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', zonecode: '04524', buildingName: '서울특별시청', sido: '서울특별시', sigungu: '중구' };
const VALID: RegisterValues = { name: '에스피아이', businessNumber: '220-81-62517', managerName: '홍길동', phone: '02-1234-5678', email: 'a@spi.co.kr', address: ADDRESS, detail: '12층' };

describe('business number input', () => {
  it('formats as XXX-XX-XXXXX while typing and drops extra digits', () => {
    expect(formatBusinessNumberInput('12')).toBe('12');
    expect(formatBusinessNumberInput('1234')).toBe('123-4');
    expect(formatBusinessNumberInput('123456')).toBe('123-45-6');
    expect(formatBusinessNumberInput('2208162517999')).toBe('220-81-62517');
    expect(formatBusinessNumberInput('220-81-625')).toBe('220-81-625');
    expect(formatBusinessNumberInput('２２０８１')).toBe('220-81');
  });

  it('checks the check digit once 10 digits are there', () => {
    expect(businessNumberHint('').state).toBe('empty');
    expect(businessNumberHint('220-81').state).toBe('typing');
    expect(businessNumberHint('220-81-62517').state).toBe('valid');
    expect(businessNumberHint('220-81-62518')).toEqual({ state: 'invalid', message: expect.stringContaining('사업자등록번호가 올바르지 않습니다') });
  });
});

describe('validateRegister', () => {
  it('accepts a complete form and builds the request with the chosen address', () => {
    const result = validateRegister(VALID);
    expect(result).toEqual({ ok: true, body: expect.objectContaining({ businessNumber: '220-81-62517', address: { roadAddress: ADDRESS.roadAddress, detail: '12층', zonecode: '04524' } }) });
  });

  it('names every missing field with the contract messages, the address included', () => {
    const result = validateRegister({ ...VALID, name: '', phone: '123', address: null, businessNumber: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('법인명을 2자 이상 입력해 주세요.');
    expect(result.errors.phone).toBe('연락처를 02-1234-5678 형식으로 입력해 주세요.');
    expect(result.errors.businessNumber).toBe('사업자등록번호를 입력해 주세요.');
    expect(result.errors.address).toBe('주소 검색으로 주소를 선택해 주세요.');
  });

  it('refuses a business number with a wrong check digit', () => {
    const result = validateRegister({ ...VALID, businessNumber: '220-81-62518' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.businessNumber).toContain('사업자등록번호가 올바르지 않습니다');
  });

  it('maps API paths to the fields', () => {
    expect(registerFieldOf('address.roadAddress')).toBe('address');
    expect(registerFieldOf('address.detail')).toBe('detail');
    expect(registerFieldOf('name')).toBe('name');
    expect(registerFieldOf('nope')).toBeNull();
  });
});

describe('seats and prices', () => {
  const plan = { monthlyPrice: 99_000, yearlyPrice: 990_000 };
  it('totals seats × the PREMIUM price of the cycle', () => {
    expect(corporateTotal(plan, 'MONTHLY', 3)).toBe(297_000);
    expect(corporateTotal(plan, 'YEARLY', 10)).toBe(9_900_000);
    expect(corporateTotal(plan, 'MONTHLY', 0)).toBe(0);
    expect(corporateTotal(plan, 'MONTHLY', 2.5)).toBe(0);
  });

  it('wants at least the members and at most 500', () => {
    expect(seatsProblem(3, 3)).toBe('');
    expect(seatsProblem(2, 3)).toContain('지금 멤버 수(3명) 이상');
    expect(seatsProblem(501, 1)).toContain('500석까지');
    expect(seatsProblem(Number.NaN, 1)).toContain('1 이상의 정수');
  });

  it('fills the seat bar up to 100%', () => {
    expect(seatUsagePercent(2, 5)).toBe(40);
    expect(seatUsagePercent(7, 5)).toBe(100);
    expect(seatUsagePercent(1, 0)).toBe(0);
  });

  it('reads the domain of an e-mail', () => {
    expect(domainOf('Kim@SPI.co.kr')).toBe('spi.co.kr');
    expect(domainOf('nobody')).toBe('');
  });
});

describe('labels', () => {
  const member = (userId: string, role: 'MANAGER' | 'MEMBER') => ({ userId, nickname: userId, email: `${userId}@x.kr`, role, joinedAt: '', via: 'INVITATION' as const, seatActive: true });
  it('knows the last manager', () => {
    expect(isLastManager({ members: [member('a', 'MANAGER'), member('b', 'MEMBER')] }, 'a')).toBe(true);
    expect(isLastManager({ members: [member('a', 'MANAGER'), member('b', 'MANAGER')] }, 'a')).toBe(false);
    expect(isLastManager({ members: [member('a', 'MANAGER'), member('b', 'MEMBER')] }, 'b')).toBe(false);
  });

  it('tells open deposit orders and tones', () => {
    const order = { method: 'DEPOSIT', status: 'AWAITING_DEPOSIT' } as Parameters<typeof isOpenDepositOrder>[0];
    expect(isOpenDepositOrder(order)).toBe(true);
    expect(isOpenDepositOrder({ ...order, status: 'DEPOSIT_REQUESTED' })).toBe(true);
    expect(isOpenDepositOrder({ ...order, status: 'PAID' })).toBe(false);
    expect(isOpenDepositOrder({ ...order, method: 'CARD' })).toBe(false);
    expect(orderTone('PAID')).toBe('success');
    expect(orderTone('FAILED')).toBe('danger');
  });
});
