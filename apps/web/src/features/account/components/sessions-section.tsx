'use client';

import { useSnackbar, useSystemConfirm } from '@/components/ui';
import { useRevokeSession, useSessions } from '../api/account-api';
import { channelLabel, formatRelativeKo, formatSeoulDateTime } from '../lib/format';
import { EmptyState, ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import styles from './sessions-section.module.css';

/**
 * The signed-in sessions: device (browser · system from the user agent), channel, when it signed in and
 * when it was last used (relative, with the Asia/Seoul time; last use moves on every token refresh), the
 * '현재 기기' badge, and a revoke button behind a system confirm. Revoking this device signs it out. The
 * IP address is not shown: a raw address tells a member little and is personal data on a shared screen.
 */
export function SessionsSection({ userId, onSignedOut }: { userId: string; onSignedOut: () => Promise<void> }) {
  const sessions = useSessions(userId);
  const revoke = useRevokeSession(userId);
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();

  const ask = async (sessionId: string, device: string, current: boolean) => {
    await confirm({
      title: current ? '이 기기에서 로그아웃할까요?' : '이 기기를 로그아웃할까요?',
      message: current
        ? '지금 사용 중인 기기입니다. 로그아웃하면 홈으로 이동합니다.'
        : `${device}에서 로그인된 세션을 종료합니다. 그 기기에서는 다시 로그인해야 합니다.`,
      submitLabel: '로그아웃',
      submitColor: 'danger',
      onSubmit: async () => {
        await revoke.mutateAsync(sessionId);
        if (current) {
          await onSignedOut();
          return;
        }
        snackbar.show({ type: 'Success', message: '선택한 기기를 로그아웃했습니다.', position: 'bottom-center' });
      },
    });
  };

  const list = sessions.data?.sessions ?? [];

  return (
    <Section title="로그인된 기기" description="내 계정으로 로그인된 기기 목록입니다. 모르는 기기가 있으면 로그아웃하세요." testId="sessions-section">
      {sessions.isPending ? (
        <SkeletonRows rows={2} />
      ) : sessions.isError ? (
        <ErrorState message="기기 목록을 불러오지 못했습니다." onRetry={() => void sessions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="로그인된 기기가 없습니다." description="다른 기기에서 로그인하면 여기에 표시됩니다." />
      ) : (
        <ul className={styles.list}>
          {list.map((session) => (
            <li key={session.sessionId} className={styles.item} data-testid="session-item" data-current={session.current || undefined}>
              <div className={styles.info}>
                <p className={styles.device}>
                  {session.device}
                  {session.current && <span className={styles.badge}>현재 기기</span>}
                </p>
                <p className={styles.meta}>
                  <span>{channelLabel(session.channel)} 로그인</span>
                  <span aria-hidden="true">·</span>
                  <span>
                    로그인 <time dateTime={session.createdAt} className="tabular">{formatSeoulDateTime(session.createdAt)}</time>
                  </span>
                  <span aria-hidden="true">·</span>
                  <span data-testid="session-last-used">
                    마지막 사용 {formatRelativeKo(session.lastUsedAt)}{' '}
                    (<time dateTime={session.lastUsedAt} className="tabular">{formatSeoulDateTime(session.lastUsedAt)}</time>)
                  </span>
                </p>
              </div>
              <button
                type="button"
                className={styles.revoke}
                onClick={() => void ask(session.sessionId, session.device, session.current)}
                aria-label={`${session.device}${session.current ? ' (현재 기기)' : ''} 로그아웃`}
              >
                로그아웃
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
