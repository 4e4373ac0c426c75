import { fireEvent, render, screen } from '@testing-library/react';
import type { UserInfoDto } from '@spi/core';
import { describe, expect, it, vi } from 'vitest';

const mutate = vi.fn();
vi.mock('../api/account-api', () => ({ useUpdateSimple: () => ({ mutate, isPending: false }) }));
vi.mock('@/components/settings/section', () => ({ Section: ({ children }: { children: React.ReactNode }) => <section>{children}</section> }));

const { ProfileSection } = await import('./profile-section');

const user = { userId: 'u1', email: 'a@spi.kr', provider: 'kakao', type: 'PERSONAL', assign: null, nickname: '부동산러', useEmail: true } as unknown as UserInfoDto;

describe('ProfileSection nickname', () => {
  it('counts, checks core\'s rule as the member types and disables the button while invalid or unchanged', () => {
    render(<ProfileSection user={user} />);
    const input = screen.getByLabelText('닉네임');
    const button = screen.getByRole('button', { name: '변경' }) as HTMLButtonElement;
    expect(screen.getByTestId('nickname-counter').textContent).toBe('4/20');
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '가' } });
    expect(screen.getByTestId('nickname-counter').textContent).toBe('1/20');
    expect(screen.getByRole('alert').textContent).toBe('닉네임은 2자 이상 20자 이하로 입력해 주세요.');
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '새 닉네임_2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(mutate).toHaveBeenCalledWith({ nickname: '새 닉네임_2', useEmail: true }, expect.any(Object));
  });
});
