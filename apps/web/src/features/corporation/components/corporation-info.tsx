'use client';

import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { EmptyState, ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { Button, useSnackbar, useSystemConfirm } from '@/components/ui';
import { formatSeoulDate } from '@/lib/seoul-time';
import { useCorporationOverview, useRemoveMember } from '../api/corporation-api';
import { errorMessage } from '../lib/form-errors';
import { isLastManager, roleLabel, roleTone } from '../lib/labels';
import { Badge } from './badge';
import styles from './corporation.module.css';

export const LEFT_CORPORATION = '법인에서 나왔어요.';

/**
 * /user/corporation: a member's view of the corporation (rule 4): name and corporate badge, seats, the
 * membership period, the manager's contact, the members, and '법인에서 나가기' (not for the last manager).
 */
export function CorporationInfo({ corporationId, viewerId, canManage }: { corporationId: string | null; viewerId: string; canManage: boolean }) {
  const overview = useCorporationOverview(corporationId);
  const leave = useRemoveMember(corporationId ?? '');
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const router = useRouter();

  if (!corporationId) {
    return (
      <Section title="법인 정보">
        <EmptyState title="연결된 법인이 없습니다." description="회사에서 보낸 초대 메일의 링크로 참여하거나 법인을 등록할 수 있어요." action={<Link href="/user/corporation/register" className={styles.manage}>법인 등록</Link>} />
      </Section>
    );
  }
  if (overview.isPending) return <Section title="법인 정보"><SkeletonRows rows={5} /></Section>;
  if (overview.isError) {
    return <Section title="법인 정보"><ErrorState message={errorMessage(overview.error, '법인 정보를 불러오지 못했습니다.')} onRetry={() => void overview.refetch()} /></Section>;
  }

  const { corporation, seats, membership, members } = overview.data;
  const lastManager = isLastManager(overview.data, viewerId);

  const onLeave = () =>
    void confirm({
      title: '법인에서 나갈까요?',
      message: `${corporation.name}에서 나가면 법인 멤버십 혜택이 바로 끝나요. 다시 참여하려면 관리자의 초대가 필요해요.`,
      submitLabel: '나가기',
      submitColor: 'danger',
      onSubmit: async () => {
        try {
          await leave.mutateAsync(viewerId);
        } catch (error) {
          snackbar.show({ type: 'Danger', message: errorMessage(error, '법인에서 나가지 못했습니다.'), position: 'bottom-center' });
          return;
        }
        snackbar.show({ type: 'Success', message: LEFT_CORPORATION, position: 'bottom-center' });
        router.push('/user/setting');
        router.refresh();
      },
    });

  return (
    <div className={styles.stack}>
      <Section
        title={corporation.name}
        description={<><Badge tone="accent" testId="corporate-badge">법인 회원</Badge> 소속 법인의 기본 정보입니다.</>}
        testId="corporation-info"
        action={canManage ? <Link href="/user/corporation/manage" className={styles.manage}>법인 관리</Link> : undefined}
      >
        <dl className={styles.list}>
          <Row label="좌석" value={seats.bought === null ? `무료 ${seats.limit}석 중 ${seats.used}석 사용` : `${seats.bought}석 중 ${seats.used}석 사용`} />
          <Row label="멤버십" value={membership ? `${membership.planName} · ${formatSeoulDate(membership.periodStart)} ~ ${formatSeoulDate(membership.periodEnd)}` : '이용 중인 법인 멤버십이 없습니다.'} />
          <Row label="법인 관리자" value={members.filter((m) => m.role === 'MANAGER').map((m) => m.nickname).join(', ')} />
          <Row label="담당자" value={corporation.managerName} />
          <Row label="연락처" value={corporation.phone} />
          <Row label="이메일" value={corporation.email} />
          <Row label="주소" value={corporation.address} />
        </dl>
      </Section>
      <Section title="멤버" description={`${members.length}명이 함께하고 있어요.`} testId="corporation-members">
        {members.length === 0 ? (
          <EmptyState title="멤버가 없습니다." />
        ) : (
          <ul className={styles.cards}>
            {members.map((member) => (
              <li key={member.userId} className={styles.cardHead} data-testid={`member-${member.userId}`}>
                <span className={styles.primaryText}>{member.nickname}{member.userId === viewerId ? ' (나)' : ''}</span>
                <Badge tone={roleTone(member.role)}>{roleLabel(member.role)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="법인에서 나가기" description={lastManager ? '마지막 관리자는 나갈 수 없어요. 다른 멤버에게 관리자 권한을 넘긴 뒤 나가 주세요.' : '나가면 법인 멤버십 혜택이 바로 끝납니다.'} tone="danger">
        <div className={styles.actions} style={{ marginTop: 0 }}>
          <Button variant="danger" disabled={lastManager} loading={leave.isPending} onClick={onLeave} data-testid="leave-corporation">법인에서 나가기</Button>
        </div>
      </Section>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}
