import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveDone, LEAVE_KEPT, LEAVE_REMOVED } from './leave-done';
import { LEAVE_SECTION_DESCRIPTION } from './leave-section';

/** The leave texts say what apps/api/src/commands/leave-account.ts does (tested in apps/api/test/leave-account-data.test.ts). */
describe('leave copy', () => {
  it('/user/leave/done lists the deleted scraps, history, interests and notification settings, and the kept payments', () => {
    render(<LeaveDone />);
    const done = screen.getByTestId('leave-done');
    const [removed, kept] = within(done).getAllByRole('list');
    expect(within(removed!).getByText('스크랩한 콘텐츠')).toBeTruthy();
    expect(within(removed!).getByText('기사 열람 기록과 회원 전용 기사 열람 내역')).toBeTruthy();
    expect(within(removed!).getByText('관심 분야와 알림 설정')).toBeTruthy();
    expect(within(kept!).getByText(/^결제와 멤버십 내역/)).toBeTruthy();
    expect(LEAVE_KEPT.some((item) => item.includes('스크랩'))).toBe(false);
  });

  it('the settings leave section says the same before leaving', () => {
    for (const word of ['스크랩', '열람 기록', '관심 분야', '알림 설정', '이메일', '닉네임']) expect(LEAVE_SECTION_DESCRIPTION).toContain(word);
    expect(LEAVE_SECTION_DESCRIPTION).toContain('결제·멤버십 내역은 법령에 따라 보관됩니다.');
    expect(LEAVE_REMOVED.join(' ')).toMatch(/스크랩.*열람 기록.*관심 분야와 알림 설정/);
  });
});
