'use client';

import { STUDENT_VERIFICATION_DAYS } from '@spi/core';
import Link from '@/components/ui/app-link';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { useModal } from '@/components/ui';
import { pendingCodeUntil, studentStatusView, type StatusView } from '../lib/status-view';
import { STUDENT_DISCOUNT_INFO_MODAL } from '../lib/register-modals';
import { useStudentStatus, type StudentStatusDto } from '../api/status';
import { DocumentUpload } from './document-upload';
import { EmailVerification, type SentCode } from './email-verification';
import type { StudentDiscountInfoArgs } from './student-discount-info-modal';
import styles from './student.module.css';

/** Where '라이트 (학생 할인) 구독하기' goes: /membership opens the checkout for the plan in ?plan=. */
export const STUDENT_PLAN_CHECKOUT_PATH = '/membership?plan=LIGHT_STUDENT';

/** A same-site path from ?next= (anything else is ignored). */
export function safeNext(next: string | undefined | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** /user/student: the status card and, when the reader may (re)verify, the two ways to do it. */
export function StudentScreen({ next }: { next?: string | null }) {
  const status = useStudentStatus();
  const { open } = useModal();
  const openDiscountInfo = () => {
    const args: StudentDiscountInfoArgs = { showVerifyLink: false };
    void open({ name: STUDENT_DISCOUNT_INFO_MODAL, args });
  };
  const discountButton = (
    <button type="button" className={styles.textButton} onClick={openDiscountInfo} data-testid="student-discount-info">학생 할인 안내</button>
  );

  if (status.isError) {
    return (
      <Section title="학생 인증 상태" action={discountButton}>
        <ErrorState message="학생 인증 상태를 불러오지 못했어요." onRetry={() => void status.refetch()} />
      </Section>
    );
  }
  if (status.data === undefined) {
    return (
      <Section title="학생 인증 상태" action={discountButton}>
        <SkeletonRows rows={2} />
      </Section>
    );
  }
  if (status.data === null) {
    return (
      <Section title="학생 인증 상태" action={discountButton} testId="student-signed-out">
        <p className={styles.message}>로그인 정보를 확인하지 못했어요. 다시 로그인한 뒤 학생 인증을 진행해 주세요.</p>
        <Link href={`/sign-in?redirect=${encodeURIComponent('/user/student')}`} className={styles.linkButton}>로그인하기</Link>
      </Section>
    );
  }
  return <StudentStatusScreen dto={status.data} next={safeNext(next)} discountButton={discountButton} onStale={() => void status.refetch()} />;
}

function StudentStatusScreen({ dto, next, discountButton, onStale }: {
  dto: StudentStatusDto;
  next: string | null;
  discountButton: ReactNode;
  onStale: () => void;
}) {
  const [now] = useState(() => Date.now());
  const view = studentStatusView(dto, now);
  return (
    <div className={styles.screen} data-testid="student-screen" data-status={dto.status}>
      <StatusCard view={view} action={discountButton} />
      {dto.status === 'VERIFIED' && <VerifiedPanel next={next} />}
      {dto.status === 'PENDING' && <PendingPanel />}
      {view.canSubmit && <VerifyMethods dto={dto} view={view} now={now} onStale={onStale} />}
    </div>
  );
}

function StatusCard({ view, action }: { view: StatusView; action: ReactNode }) {
  return (
    <Section title="학생 인증 상태" action={action} testId="student-status-card">
      <div className={styles.statusHead}>
        <span className={styles.badge} data-tone={view.tone} data-testid="student-status">{view.label}</span>
        {view.daysLeft !== null && (
          <span className={styles.days} data-testid="student-days-left">{view.daysLeft === 0 ? '오늘 만료' : `만료까지 ${view.daysLeft}일`}</span>
        )}
      </div>
      <p className={styles.message}>{view.message}</p>
      {view.facts.length > 0 && (
        <dl className={styles.facts}>
          {view.facts.map((fact) => (
            <div key={fact.label} className={`${styles.fact} ${fact.label === '반려 사유' ? styles.factWide : ''}`}>
              <dt>{fact.label}</dt>
              <dd data-testid={fact.testId}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}

function VerifiedPanel({ next }: { next: string | null }) {
  return (
    <Section title="학생 할인으로 구독하기" description="라이트 멤버십의 모든 혜택을 학생 할인가로 이용할 수 있어요." testId="student-verified-panel">
      <div className={styles.panel}>
        <p className={styles.panelText}>
          이미 다른 멤버십을 구독 중이라면 멤버십 관리에서 라이트 (학생 할인)로 바꿀 수 있어요.
        </p>
        <div className={styles.actionsRow}>
          <Link href={STUDENT_PLAN_CHECKOUT_PATH} className={styles.linkButton} data-testid="student-subscribe-link">라이트 (학생 할인) 구독하기</Link>
          {next && next !== '/membership' && (
            <Link href={next} className={styles.linkButton} data-variant="secondary" data-testid="student-next-link">이전 화면으로 돌아가기</Link>
          )}
        </div>
      </div>
    </Section>
  );
}

function PendingPanel() {
  return (
    <Section title="심사 중이에요" testId="student-pending-panel">
      <p className={styles.panelText}>
        운영팀이 제출한 학생증을 확인하고 있어요. 보통 영업일 기준 1~2일 안에 끝나요. 승인되면 이 화면에 인증 완료로 표시되고, 반려되면 사유를 보여 드려요.
      </p>
    </Section>
  );
}

type Method = 'EMAIL' | 'DOCUMENT';

function VerifyMethods({ dto, view, now, onStale }: { dto: StudentStatusDto; view: StatusView; now: number; onStale: () => void }) {
  const id = useId();
  const resumeUntil = pendingCodeUntil(dto, now);
  const [method, setMethod] = useState<Method>(dto.method === 'DOCUMENT' && !resumeUntil ? 'DOCUMENT' : 'EMAIL');
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ EMAIL: null, DOCUMENT: null });
  const resume: SentCode | null = resumeUntil
    ? { school: dto.school ?? '', email: '', sentTo: dto.email ?? '입력한 학교 이메일', expiresAt: resumeUntil, resendAfter: null }
    : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const nextMethod: Method = event.key === 'Home' ? 'EMAIL' : event.key === 'End' ? 'DOCUMENT' : method === 'EMAIL' ? 'DOCUMENT' : 'EMAIL';
    setMethod(nextMethod);
    tabs.current[nextMethod]?.focus();
  };

  const title = view.status === 'VERIFIED' ? '학생 인증 갱신하기' : view.status === 'NONE' ? '학생 인증하기' : '다시 인증하기';
  return (
    <Section
      title={title}
      description={`두 가지 방법 중 하나로 인증해 주세요. 인증은 완료일로부터 ${STUDENT_VERIFICATION_DAYS}일 동안 유지돼요.`}
      testId="student-verify"
    >
      <div role="tablist" aria-label="인증 방법" className={styles.tabs} onKeyDown={onKeyDown}>
        {(['EMAIL', 'DOCUMENT'] as const).map((m) => (
          <button
            key={m}
            ref={(el) => { tabs.current[m] = el; }}
            type="button"
            role="tab"
            id={`${id}-tab-${m}`}
            aria-selected={method === m}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={method === m ? 0 : -1}
            className={styles.tab}
            onClick={() => setMethod(m)}
            data-testid={m === 'EMAIL' ? 'student-tab-email' : 'student-tab-document'}
          >
            {m === 'EMAIL' ? '학교 이메일' : '학생증 업로드'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-EMAIL`} aria-labelledby={`${id}-tab-EMAIL`} hidden={method !== 'EMAIL'}>
        <EmailVerification initialSchool={dto.school ?? ''} resume={resume} onStale={onStale} />
      </div>
      <div role="tabpanel" id={`${id}-panel-DOCUMENT`} aria-labelledby={`${id}-tab-DOCUMENT`} hidden={method !== 'DOCUMENT'}>
        <DocumentUpload initialSchool={dto.school ?? ''} onStale={onStale} />
      </div>
    </Section>
  );
}
