import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetModals, useModalStore } from '@/components/ui';
import { resetApiClientForTests } from '@/lib/api-client';
import type { Plan } from '@spi/core';
import { STUDENT_VERIFICATION_DAYS, yearlySaving } from '@spi/core';
import { clearCookies, createModalWrapper, createWrapper, json, mockApi, signIn, studentStatus } from '../test-utils';
import StudentConfirmModal from './student-confirm-modal';
import StudentDiscountInfoModal from './student-discount-info-modal';
import StudentReminder, { reminderArgs } from './student-reminder';
import StudentReminderModal, { reminderTitle } from './student-reminder-modal';

const DAY = 86_400_000;

function plan(code: string, monthlyPrice: number, yearlyPrice: number, audience: Plan['audience']): Plan {
  return {
    code, name: code, label: code, summary: '', highlights: [], monthlyPrice, yearlyPrice, yearlySaving: yearlySaving({ monthlyPrice, yearlyPrice }),
    audience, image: '', sortOrder: 0, onSale: true,
  };
}
// Deliberately not the seeded prices: the modal must show whatever the API says.
const PLANS = [plan('LIGHT', 12000, 120000, 'PERSONAL'), plan('LIGHT_STUDENT', 6000, 60000, 'STUDENT')];

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  resetModals();
  localStorage.clear();
});
afterEach(() => { clearCookies(); resetModals(); });

describe("'student discount info' modal", () => {
  it('compares the LIGHT_STUDENT and LIGHT prices read from GET /memberships/plans', async () => {
    const calls = mockApi((method, url) => (url === '/api/sejong/v1/memberships/plans' ? json({ plans: PLANS }) : undefined));
    render(<StudentDiscountInfoModal args={{ showVerifyLink: true }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    await waitFor(() => expect(screen.getByTestId('student-discount-student-price').textContent).toBe('월 6,000원'));
    expect(screen.getByTestId('student-discount-regular-price').textContent).toBe('월 12,000원');
    const modal = screen.getByTestId('student-discount-info-modal');
    expect(modal.textContent).toContain('50% 할인');
    expect(modal.textContent).toContain('라이트 (학생 할인)');
    expect(modal.textContent).toContain('대학·대학원 재학생');
    expect(modal.textContent).toContain(`${STUDENT_VERIFICATION_DAYS}일 동안`);
    expect(modal.textContent).toContain('다음 정기 결제부터 라이트 정상가(월 12,000원)로');
    expect(screen.getByTestId('student-discount-verify').getAttribute('href')).toBe('/user/student?next=%2Fmembership');
    expect(calls).toEqual(['GET /api/sejong/v1/memberships/plans']);
  });

  it('uses the plans it is given (no request) and says so when no student plan is on sale', () => {
    const calls = mockApi(() => undefined);
    render(<StudentDiscountInfoModal args={{ plans: [PLANS[0]!] }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    expect(screen.getByTestId('student-discount-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('student-discount-verify')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("'student verification confirm' modal", () => {
  it('summarises an e-mail request and resolves true / false', () => {
    const close = vi.fn();
    render(<StudentConfirmModal args={{ method: 'EMAIL', school: '서울대학교', email: 'student@snu.ac.kr' }} close={close} />, { wrapper: createModalWrapper() });
    expect(screen.getByTestId('student-confirm-school').textContent).toBe('서울대학교');
    expect(screen.getByTestId('student-confirm-email').textContent).toBe('student@snu.ac.kr');
    fireEvent.click(screen.getByTestId('student-confirm-submit'));
    expect(close).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByTestId('student-confirm-cancel'));
    expect(close).toHaveBeenLastCalledWith(false);
  });

  it('summarises a document with its size', () => {
    render(<StudentConfirmModal args={{ method: 'DOCUMENT', school: '연세대학교', file: { name: 'card.pdf', size: 2 * 1024 * 1024 } }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    expect(screen.getByTestId('student-confirm-file').textContent).toBe('card.pdf (2.0MB)');
    expect(screen.getByTestId('student-confirm-submit').textContent).toBe('제출하기');
  });
});

describe("'student verification reminder'", () => {
  const NOW = Date.parse('2026-11-26T03:00:00Z');

  it('wording: days left, the last day, ended', () => {
    expect(reminderTitle(12)).toBe('학생 인증이 12일 후 만료돼요');
    expect(reminderTitle(0)).toBe('오늘 학생 인증이 만료돼요');
    expect(reminderTitle(null)).toBe('학생 인증 기간이 끝났어요');
    expect(reminderTitle(null, true)).toBe('학생 인증이 필요해요');
    render(<StudentReminderModal args={{ daysLeft: null, expiresAt: null }} close={vi.fn()} />, { wrapper: createModalWrapper() });
    expect(screen.getByTestId('student-reminder-renew').getAttribute('href')).toBe('/user/student');
    expect(screen.getByTestId('student-reminder-modal').textContent).toContain('라이트 정상가');
  });

  it('shows for LIGHT_STUDENT members within 30 days of the end or after it (needsStudentReminder of core)', () => {
    const soon = new Date(NOW + 10 * DAY + 1000).toISOString();
    expect(reminderArgs({ tierCode: 'LIGHT_STUDENT', status: 'VERIFIED', expiresAt: soon }, NOW)).toEqual({ daysLeft: 10, expiresAt: soon });
    expect(reminderArgs({ tierCode: 'LIGHT_STUDENT', status: 'VERIFIED', expiresAt: new Date(NOW + 90 * DAY).toISOString() }, NOW)).toBeNull();
    expect(reminderArgs({ tierCode: 'LIGHT_STUDENT', status: 'EXPIRED', expiresAt: '2026-11-01T00:00:00Z' }, NOW)).toEqual({ daysLeft: null, expiresAt: '2026-11-01T00:00:00Z' });
    expect(reminderArgs({ tierCode: 'LIGHT', status: 'EXPIRED', expiresAt: null }, NOW)).toBeNull();
    expect(reminderArgs({ tierCode: 'LIGHT_STUDENT', status: 'NONE', expiresAt: null }, NOW)).toEqual({ daysLeft: null, expiresAt: null, missing: true });
    expect(reminderArgs({ tierCode: 'LIGHT_STUDENT', status: 'PENDING', expiresAt: null }, NOW)).toBeNull();
  });

  it('opens the named modal at most once a day (localStorage), not on /user/student', async () => {
    signIn();
    window.history.replaceState(null, '', '/');
    const calls = mockApi((method, url) => (url === '/api/sejong/v1/student' ? json(studentStatus({ status: 'VERIFIED', expiresAt: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString() })) : undefined));
    const first = render(<StudentReminder userId="user-1" tierCode="LIGHT_STUDENT" />, { wrapper: createWrapper() });
    await waitFor(() => expect(useModalStore.getState().modals).toHaveLength(1));
    const modal = useModalStore.getState().modals[0]!;
    expect(modal.name).toBe('student-verification-reminder');
    expect(modal.args).toMatchObject({ daysLeft: 3 });
    expect(localStorage.getItem('spi-student-reminder:user-1')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    first.unmount();
    resetModals();

    // Same day, another page: nothing.
    render(<StudentReminder userId="user-1" tierCode="LIGHT_STUDENT" />, { wrapper: createWrapper() });
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/sejong/v1/student')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 30));
    expect(useModalStore.getState().modals).toHaveLength(0);

    // A stored earlier day: it shows again, but not on /user/student.
    localStorage.setItem('spi-student-reminder:user-1', '2020-01-01');
    window.history.replaceState(null, '', '/user/student');
    render(<StudentReminder userId="user-1" tierCode="LIGHT_STUDENT" />, { wrapper: createWrapper() });
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/sejong/v1/student')).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 30));
    expect(useModalStore.getState().modals).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });
});
