'use client';

import { CORPORATION_FREE_SEATS, type CorporationOverviewDto } from '@spi/core';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, Section } from '@/components/settings/section';
import { Button, useModal, useSnackbar, useSystemConfirm } from '@/components/ui';
import { formatSeoulDate } from '@/lib/seoul-time';
import { useInvite, useRemoveMember, useResendInvitation, useRevokeInvitation, useSaveAutoJoin } from '../api/corporation-api';
import { errorMessage } from '../lib/form-errors';
import { domainOf, seatUsagePercent } from '../lib/format';
import { invitationLabel, invitationTone, isLastManager, roleLabel, roleTone } from '../lib/labels';
import { TRANSFER_ADMIN_MODAL } from '../lib/register-modals';
import { Badge } from './badge';
import type { TransferAdminArgs, TransferAdminResult } from './transfer-admin-modal';
import styles from './corporation.module.css';

type Overview = CorporationOverviewDto;

/** 좌석: bought / limit / used / pending invitations, and a bar of used over limit. */
export function SeatsSection({ overview }: { overview: Overview }) {
  const { seats } = overview;
  const taken = seats.used + seats.pendingInvitations;
  const percent = seatUsagePercent(taken, seats.limit);
  return (
    <Section title="좌석" description={seats.bought === null ? `좌석을 구매하기 전에는 무료로 ${CORPORATION_FREE_SEATS}명까지 함께할 수 있어요.` : '초대 중인 인원도 좌석을 차지해요.'} testId="seats-section">
      <dl className={styles.facts}>
        <div className={styles.fact}><dt>구매한 좌석</dt><dd data-testid="seats-bought">{seats.bought === null ? '없음' : `${seats.bought}석`}</dd></div>
        <div className={styles.fact}><dt>한도</dt><dd data-testid="seats-limit">{seats.limit}석</dd></div>
        <div className={styles.fact}><dt>사용 중</dt><dd data-testid="seats-used">{seats.used}석</dd></div>
        <div className={styles.fact}><dt>초대 대기</dt><dd data-testid="seats-pending">{seats.pendingInvitations}석</dd></div>
      </dl>
      <div className={styles.bar} role="meter" aria-label="좌석 사용량" aria-valuemin={0} aria-valuemax={seats.limit} aria-valuenow={Math.min(taken, seats.limit)}>
        <span className={styles.barFill} style={{ width: `${percent}%` }} data-full={taken >= seats.limit || undefined} />
      </div>
      <p className={styles.barLabel}>{seats.limit}석 중 {taken}석 사용 (멤버 {seats.used} · 초대 {seats.pendingInvitations}) · 남은 좌석 {Math.max(0, seats.limit - taken)}석</p>
    </Section>
  );
}

/** 멤버: the table, 내보내기 (system confirm), and '관리자 권한 넘기기'. */
export function MembersSection({ overview, viewerId }: { overview: Overview; viewerId: string }) {
  const corporationId = overview.corporation.corporationId;
  const remove = useRemoveMember(corporationId);
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const { open } = useModal();
  const router = useRouter();
  const candidates = overview.members.filter((m) => m.userId !== viewerId && m.role !== 'MANAGER');

  const onRemove = (member: Overview['members'][number]) => {
    const self = member.userId === viewerId;
    void confirm({
      title: self ? '법인에서 나갈까요?' : `${member.nickname} 님을 내보낼까요?`,
      message: self ? '나가면 법인 멤버십 혜택이 바로 끝나요.' : '내보내면 법인 멤버십 혜택이 바로 끝나고 좌석 하나가 비어요. 다시 함께하려면 새로 초대해야 해요.',
      submitLabel: self ? '나가기' : '내보내기',
      submitColor: 'danger',
      onSubmit: async () => {
        try {
          await remove.mutateAsync(member.userId);
        } catch (error) {
          snackbar.show({ type: 'Danger', message: errorMessage(error, '멤버를 내보내지 못했습니다.'), position: 'bottom-center' });
          return;
        }
        snackbar.show({ type: 'Success', message: self ? '법인에서 나왔어요.' : `${member.nickname} 님을 내보냈어요.`, position: 'bottom-center' });
        if (self) { router.push('/user/setting'); router.refresh(); }
      },
    });
  };

  const onTransfer = async () => {
    const args: TransferAdminArgs = { corporationId, candidates };
    const result = (await open({ name: TRANSFER_ADMIN_MODAL, args })) as TransferAdminResult | undefined;
    if (!result) return;
    snackbar.show({ type: 'Success', message: '관리자 권한을 넘겼어요.', position: 'bottom-center' });
    if (!result.keepSelfAsManager) {
      router.push(overview.membership ? '/user/corporation' : '/user/setting');
    }
    router.refresh();
  };

  return (
    <Section
      title="멤버"
      description={`${overview.members.length}명`}
      testId="members-section"
      action={<Button variant="secondary" size="md" onClick={() => void onTransfer()} data-testid="open-transfer-admin">관리자 권한 넘기기</Button>}
    >
      {overview.members.length === 0 ? (
        <EmptyState title="멤버가 없습니다." description="아래 초대에서 이메일로 멤버를 초대해 보세요." />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th scope="col">멤버</th><th scope="col">역할</th><th scope="col">참여일</th><th scope="col">멤버십</th><th scope="col"><span className="visually-hidden">관리</span></th></tr>
            </thead>
            <tbody>
              {overview.members.map((member) => {
                const self = member.userId === viewerId;
                const last = self && isLastManager(overview, viewerId);
                return (
                  <tr key={member.userId} data-testid={`member-row-${member.userId}`}>
                    <td>
                      <span className={styles.primaryText}>{member.nickname}{self ? ' (나)' : ''}</span>
                      <span className={styles.subText}>{member.email}</span>
                    </td>
                    <td data-label="역할"><Badge tone={roleTone(member.role)}>{roleLabel(member.role)}</Badge></td>
                    <td data-label="참여일" className="tabular">{formatSeoulDate(member.joinedAt)}</td>
                    <td data-label="멤버십">{member.seatActive ? <Badge tone="success">이용 중</Badge> : <Badge>좌석 없음</Badge>}</td>
                    <td>
                      <div className={styles.cellActions}>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => onRemove(member)}
                          title={last ? '마지막 관리자는 나갈 수 없어요. 먼저 관리자 권한을 넘겨 주세요.' : undefined}
                          data-testid={`remove-member-${member.userId}`}
                        >
                          {self ? '나가기' : '내보내기'}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** 초대: invite by e-mail, and the invitations with status, expiry, 다시 보내기 and 취소. */
export function InvitationsSection({ overview }: { overview: Overview }) {
  const corporationId = overview.corporation.corporationId;
  const id = useId();
  const invite = useInvite(corporationId);
  const resend = useResendInvitation(corporationId);
  const revoke = useRevokeInvitation(corporationId);
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError('올바른 이메일 주소를 입력해 주세요.');
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(null);
    invite.mutate(value, {
      onSuccess: () => {
        setEmail('');
        snackbar.show({ type: 'Success', message: `${value}로 초대 메일을 보냈어요.`, position: 'bottom-center' });
      },
      onError: (err) => setError(errorMessage(err, '초대하지 못했습니다. 잠시 후 다시 시도해 주세요.')),
    });
  };

  const onResend = (invitationId: string, to: string) =>
    resend.mutate(invitationId, {
      onSuccess: () => snackbar.show({ type: 'Success', message: `${to}로 초대 메일을 다시 보냈어요.`, position: 'bottom-center' }),
      onError: (err) => snackbar.show({ type: 'Danger', message: errorMessage(err, '초대 메일을 다시 보내지 못했습니다.'), position: 'bottom-center' }),
    });

  const onRevoke = (invitationId: string, to: string) =>
    void confirm({
      title: '초대를 취소할까요?',
      message: `${to}에 보낸 초대 링크가 바로 쓸 수 없게 돼요.`,
      submitLabel: '초대 취소',
      submitColor: 'danger',
      onSubmit: async () => {
        try {
          await revoke.mutateAsync(invitationId);
          snackbar.show({ type: 'Success', message: '초대를 취소했어요.', position: 'bottom-center' });
        } catch (err) {
          snackbar.show({ type: 'Danger', message: errorMessage(err, '초대를 취소하지 못했습니다.'), position: 'bottom-center' });
        }
      },
    });

  return (
    <Section title="초대" description="초대 링크는 7일 동안 쓸 수 있고, 초대받은 이메일 주소의 계정으로만 수락할 수 있어요." testId="invitations-section">
      <form onSubmit={submit} noValidate className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>이메일로 초대</label>
        <div className={styles.inline}>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="colleague@company.co.kr"
            value={email}
            onChange={(event) => { setEmail(event.target.value); setError(null); }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
            data-testid="invite-email"
          />
          <Button type="submit" size="lg" loading={invite.isPending} data-testid="invite-submit">초대하기</Button>
        </div>
        {error && <p id={`${id}-email-error`} className={styles.error} role="alert" data-testid="invite-error">{error}</p>}
      </form>
      <div style={{ marginTop: 'var(--space-4)' }}>
        {overview.invitations.length === 0 ? (
          <EmptyState title="보낸 초대가 없습니다." description="함께할 동료의 회사 이메일로 초대해 보세요." />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead><tr><th scope="col">이메일</th><th scope="col">상태</th><th scope="col">만료</th><th scope="col"><span className="visually-hidden">관리</span></th></tr></thead>
              <tbody>
                {overview.invitations.map((invitation) => (
                  <tr key={invitation.invitationId} data-testid={`invitation-row-${invitation.invitationId}`} data-email={invitation.email}>
                    <td>
                      <span className={styles.primaryText}>{invitation.email}</span>
                      <span className={styles.subText}>{formatSeoulDate(invitation.createdAt)} 초대{invitation.invitedBy ? ` · ${invitation.invitedBy}` : ''}</span>
                    </td>
                    <td data-label="상태"><Badge tone={invitationTone(invitation.status)}>{invitationLabel(invitation.status)}</Badge></td>
                    <td data-label="만료" className="tabular">{invitation.status === 'ACCEPTED' && invitation.acceptedAt ? `${formatSeoulDate(invitation.acceptedAt)} 수락` : formatSeoulDate(invitation.expiresAt)}</td>
                    <td>
                      {(invitation.status === 'PENDING' || invitation.status === 'EXPIRED') && (
                        <div className={styles.cellActions}>
                          <Button variant="secondary" size="sm" loading={resend.isPending && resend.variables === invitation.invitationId} onClick={() => onResend(invitation.invitationId, invitation.email)} data-testid={`resend-invitation-${invitation.invitationId}`}>다시 보내기</Button>
                          {invitation.status === 'PENDING' && (
                            <Button variant="ghost" size="sm" onClick={() => onRevoke(invitation.invitationId, invitation.email)} data-testid={`revoke-invitation-${invitation.invitationId}`}>취소</Button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Section>
  );
}

/** 자동 참여: a company domain whose addresses may join without an invitation. */
export function AutoJoinSection({ overview, viewerEmail }: { overview: Overview; viewerEmail: string }) {
  const corporationId = overview.corporation.corporationId;
  const id = useId();
  const save = useSaveAutoJoin(corporationId);
  const snackbar = useSnackbar();
  const [domain, setDomain] = useState(overview.autoJoin.domain ?? domainOf(viewerEmail));
  const [enabled, setEnabled] = useState(overview.autoJoin.enabled);
  const [error, setError] = useState<string | null>(null);
  const dirty = domain.trim().toLowerCase() !== (overview.autoJoin.domain ?? '') || enabled !== overview.autoJoin.enabled;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = domain.trim().toLowerCase().replace(/^@/, '');
    if (enabled && !/^(?=.{3,100}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/.test(value)) {
      setError('회사 이메일 도메인을 example.co.kr 형식으로 입력해 주세요.');
      document.getElementById(`${id}-domain`)?.focus();
      return;
    }
    setError(null);
    save.mutate({ domain: value || null, enabled }, {
      onSuccess: () => snackbar.show({ type: 'Success', message: enabled ? `@${value} 주소로 가입한 분은 바로 참여할 수 있어요.` : '자동 참여를 껐어요.', position: 'bottom-center' }),
      onError: (err) => setError(errorMessage(err, '자동 참여 설정을 저장하지 못했습니다.')),
    });
  };

  return (
    <Section title="자동 참여" description="회사 이메일 도메인을 등록하면, 그 도메인의 이메일로 가입한 분이 초대 없이 법인 등록 화면에서 바로 참여할 수 있어요. gmail.com 같은 공용 메일 도메인은 쓸 수 없어요." testId="auto-join-section">
      <form onSubmit={submit} noValidate className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${id}-domain`} className={styles.label}>회사 이메일 도메인</label>
          <input
            id={`${id}-domain`}
            className={styles.input}
            autoComplete="off"
            placeholder="company.co.kr"
            value={domain}
            onChange={(event) => { setDomain(event.target.value); setError(null); }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-domain-error` : undefined}
            data-testid="auto-join-domain"
          />
          {error && <p id={`${id}-domain-error`} className={styles.error} role="alert">{error}</p>}
        </div>
        <div className={styles.field}>
          <span className={styles.label} id={`${id}-toggle-label`}>자동 참여</span>
          <label className={styles.check}>
            <input type="checkbox" role="switch" checked={enabled} aria-checked={enabled} onChange={(event) => setEnabled(event.target.checked)} aria-labelledby={`${id}-toggle-label`} data-testid="auto-join-toggle" />
            <span>{enabled ? '켜짐 — 이 도메인 이메일은 바로 참여할 수 있어요' : '꺼짐 — 초대받은 분만 참여할 수 있어요'}</span>
          </label>
        </div>
        <div className={`${styles.actions} ${styles.fieldWide}`} style={{ marginTop: 0 }}>
          <Button type="submit" size="lg" loading={save.isPending} disabled={!dirty} data-testid="auto-join-save">저장</Button>
        </div>
      </form>
    </Section>
  );
}
