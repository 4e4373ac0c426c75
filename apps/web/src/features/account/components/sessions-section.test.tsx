import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sessions = [
  { sessionId: 's1', device: 'Chrome · macOS', channel: 'kakao', ip: '203.0.113.9', createdAt: '2026-11-20T01:00:00Z', lastUsedAt: '2026-11-26T10:57:00Z', current: true },
  { sessionId: 's2', device: '삼성 인터넷 · Android', channel: 'google', ip: '198.51.100.4', createdAt: '2026-11-01T03:30:00Z', lastUsedAt: '2026-11-24T09:00:00Z', current: false },
];
vi.mock('../api/account-api', () => ({
  useSessions: () => ({ isPending: false, isError: false, data: { sessions } }),
  useRevokeSession: () => ({ mutateAsync: vi.fn() }),
}));
vi.mock('@/components/ui', () => ({ useSnackbar: () => ({ show: vi.fn() }), useSystemConfirm: () => vi.fn() }));
vi.mock('@/components/settings/section', () => ({
  Section: ({ children }: { children: React.ReactNode }) => <section>{children}</section>,
  EmptyState: () => null,
  ErrorState: () => null,
  SkeletonRows: () => null,
}));

const { SessionsSection } = await import('./sessions-section');

afterEach(() => vi.useRealTimers());

describe('SessionsSection', () => {
  it('shows each device, when it signed in, when it was last used (relative and Asia/Seoul), and marks this device; never the IP', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T11:00:00Z'));
    render(<SessionsSection userId="u1" onSignedOut={async () => {}} />);
    const [current, other] = screen.getAllByTestId('session-item');
    expect(within(current!).getByText('현재 기기')).toBeTruthy();
    expect(current!.textContent).toContain('Chrome · macOS');
    expect(current!.textContent).toContain('카카오 로그인');
    expect(current!.textContent).toContain('로그인 2026.11.20 10:00');
    expect(within(current!).getByTestId('session-last-used').textContent).toBe('마지막 사용 3분 전 (2026.11.26 19:57)');
    expect(within(other!).queryByText('현재 기기')).toBeNull();
    expect(within(other!).getByTestId('session-last-used').textContent).toBe('마지막 사용 2일 전 (2026.11.24 18:00)');
    expect(document.body.textContent).not.toContain('203.0.113.9');
  });
});
