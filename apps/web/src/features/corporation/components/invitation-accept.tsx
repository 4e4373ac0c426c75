'use client';

import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import { useAcceptInvitation, useInvitationPreview } from '../api/corporation-api';
import { errorMessage } from '../lib/form-errors';
import styles from './corporation.module.css';

/**
 * /invitations/[token]: what the link offers (corporation, inviter, expiry), '참여하기', then a success
 * page. Blocked links show the API's message (expired, used, revoked, another address, already in a
 * corporation, no seat left).
 */
export function InvitationAccept({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const router = useRouter();
  const [joined, setJoined] = useState<{ name: string; seatActive: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (joined) {
    return (
      <section className={styles.page} data-testid="invitation-accepted">
        <div className={styles.status} aria-live="polite">
          <span className={styles.mark} data-tone="success" aria-hidden>✓</span>
          <h1>{joined.name}에 참여했어요</h1>
          <p>
            {joined.seatActive
              ? '이제 법인 멤버로 함께해요. 법인 멤버십의 프리미엄 혜택을 바로 이용할 수 있어요.'
              : '이제 법인 멤버로 함께해요. 법인 관리자가 법인 멤버십을 구매하면 프리미엄 혜택이 열려요.'}
          </p>
        </div>
        <div className={styles.buttons}>
          {joined.seatActive ? (
            <Link href="/user/corporation" className={styles.linkButton} data-variant="primary" data-testid="go-corporation">법인 정보 보기</Link>
          ) : (
            <Link href="/user/setting" className={styles.linkButton} data-variant="primary" data-testid="go-corporation">내 계정 설정</Link>
          )}
          <Link href="/" className={styles.linkButton}>SPI 홈으로</Link>
        </div>
      </section>
    );
  }

  if (preview.isPending) {
    return (
      <section className={styles.page} aria-busy="true" data-testid="invitation-loading">
        <div className={styles.status}><Spinner decorative /><p>초대 내용을 확인하고 있어요</p></div>
      </section>
    );
  }

  if (preview.isError) {
    return (
      <Blocked
        title="초대를 열 수 없어요"
        message={errorMessage(preview.error, '초대 내용을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')}
        onRetry={!isApiError(preview.error) || preview.error.status === 0 || preview.error.status >= 500 ? () => void preview.refetch() : undefined}
      />
    );
  }

  const invitation = preview.data;
  if (!invitation.acceptable) {
    return <Blocked title={`${invitation.corporationName}의 초대`} message={invitation.blockedMessage ?? '이 초대는 지금 수락할 수 없어요.'} code={invitation.blockedBy} />;
  }

  const onAccept = () => {
    setError(null);
    accept.mutate(undefined, {
      onSuccess: (result) => {
        setJoined({ name: result.corporationName, seatActive: result.seatActive });
        router.refresh();
      },
      onError: (err) => setError(errorMessage(err, '초대를 수락하지 못했습니다. 잠시 후 다시 시도해 주세요.')),
    });
  };

  return (
    <section className={styles.page} data-testid="invitation-preview">
      <div className={styles.status}>
        <span className={styles.mark} aria-hidden>✉</span>
        <h1><span data-testid="invitation-corporation">{invitation.corporationName}</span>에서 초대했어요</h1>
        <p>참여하면 법인 관리자가 멤버 목록에서 회원님의 닉네임과 이메일을 볼 수 있어요.</p>
      </div>
      <dl className={styles.kv} style={{ gridTemplateColumns: '1fr' }}>
        <div><dt>법인</dt><dd>{invitation.corporationName}</dd></div>
        <div><dt>초대한 사람</dt><dd>{invitation.invitedBy ?? '법인 관리자'}</dd></div>
        <div><dt>초대받은 이메일</dt><dd>{invitation.email}</dd></div>
        <div><dt>유효기간</dt><dd>{formatSeoulDateTime(invitation.expiresAt)}까지</dd></div>
      </dl>
      {error && <p className={styles.errorBox} role="alert" data-testid="invitation-error">{error}</p>}
      <div className={styles.buttons}>
        <Link href="/" className={styles.linkButton}>나중에</Link>
        <Button size="lg" loading={accept.isPending} onClick={onAccept} data-testid="accept-invitation">참여하기</Button>
      </div>
    </section>
  );
}

function Blocked({ title, message, code, onRetry }: { title: string; message: string; code?: string | null; onRetry?: () => void }) {
  return (
    <section className={styles.page} data-testid="invitation-blocked" data-code={code ?? undefined}>
      <div className={styles.status} role="alert">
        <span className={styles.mark} data-tone="danger" aria-hidden>!</span>
        <h1>{title}</h1>
        <p data-testid="invitation-blocked-message">{message}</p>
      </div>
      <div className={styles.buttons}>
        {onRetry && <Button variant="secondary" size="lg" onClick={onRetry}>다시 시도</Button>}
        {code === 'ALREADY_IN_CORPORATION' ? (
          <Link href="/user/corporation" className={styles.linkButton} data-variant="primary">내 법인 보기</Link>
        ) : (
          <Link href="/" className={styles.linkButton} data-variant="primary">SPI 홈으로</Link>
        )}
      </div>
    </section>
  );
}
