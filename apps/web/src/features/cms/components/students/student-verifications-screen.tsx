'use client';

import { useQueryClient } from '@/lib/query';
import { useId, useState } from 'react';
import clsx from 'clsx';
import { STUDENT_VERIFICATION_DAYS } from '@spi/core';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { Pagination } from '@/components/content/pagination';
import { EmptyState, ErrorState } from '@/components/content/states';
import { pageCount } from '@/components/content/paging';
import { isApiError } from '@/lib/api-client';
import {
  approveStudentVerification, studentVerificationFilters, studentVerificationKeys, useAdminStudentVerifications,
  type AdminStudentVerification, type AdminStudentVerificationsPage, type StudentVerificationFilter,
} from '../../api/students-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { formatDate, formatDateTime } from '../billing/billing-format';
import { ResultCount, StatusPill } from '../billing/list-parts';
import { pick, useListParams } from '../billing/use-list-params';
import { StatusTabs, tabId } from '../status-tabs';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { RejectDialog } from './reject-dialog';
import { DEFAULT_STUDENT_TAB, METHOD_LABEL, STUDENT_STATUS_LABEL, STUDENT_STATUS_TONE, STUDENT_TABS } from './student-rows';
import forms from '../forms.module.css';
import billing from '../billing/billing.module.css';
import styles from '../corporations/review.module.css';

const PAGE_SIZE = 20;
const KEYS = ['status'] as const;

const EMPTY_TEXT: Record<StudentVerificationFilter, string> = {
  PENDING: '심사를 기다리는 학생 인증이 없습니다.',
  VERIFIED: '인증 완료된 학생이 없습니다.',
  REJECTED: '반려한 학생 인증이 없습니다.',
  EXPIRED: '기간이 끝난 학생 인증이 없습니다.',
};

/**
 * /admin/billing/students (학생 인증 심사): student verifications by state. An admin looks at the
 * uploaded student ID, then approves it (verified for a year) or rejects it with a reason.
 */
export function StudentVerificationsScreen() {
  const queryClient = useQueryClient();
  const panelId = useId();
  const { pathname, values, page, navigate } = useListParams(KEYS);
  const status = pick(values.status, studentVerificationFilters) ?? DEFAULT_STUDENT_TAB;
  const list = useAdminStudentVerifications({ status, page: page - 1, size: PAGE_SIZE });
  const [previewing, setPreviewing] = useState<AdminStudentVerification | null>(null);
  const [rejecting, setRejecting] = useState<AdminStudentVerification | null>(null);
  const [approving, setApproving] = useState<string | null>(null);
  const data = list.data;

  const replaceRow = (verification: AdminStudentVerification) => {
    queryClient.setQueriesData<AdminStudentVerificationsPage>({ queryKey: studentVerificationKeys.all }, (old) =>
      old?.verifications ? { ...old, verifications: old.verifications.map((v) => (v.verificationId === verification.verificationId ? verification : v)) } : old);
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: studentVerificationKeys.all });

  const approve = async (verification: AdminStudentVerification) => {
    if (approving) return;
    const name = verification.nickname || verification.accountEmail;
    const ok = await showSystemConfirm({
      title: `${name}님의 학생 인증을 승인할까요?`,
      message: `${verification.school} · ${METHOD_LABEL[verification.method]}. 승인하면 오늘부터 ${STUDENT_VERIFICATION_DAYS}일 동안 학생 인증이 유지되어 라이트 (학생 할인)를 이용할 수 있습니다.`,
      submitLabel: '승인',
      closeLabel: '닫기',
    });
    if (!ok) return;
    setPreviewing(null);
    setApproving(verification.verificationId);
    try {
      const answered = await approveStudentVerification(verification.verificationId);
      replaceRow(answered ?? { ...verification, status: 'VERIFIED' });
      showSnackbar({ type: 'Success', message: `${name}님의 학생 인증을 승인했습니다.`, position: 'bottom-center' });
    } catch (error) {
      // STUDENT_VERIFICATION_CLOSED: another admin reviewed it first.
      const conflict = isApiError(error) && error.status === 409;
      showSnackbar({ type: conflict ? 'Warning' : 'Danger', message: errorMessage(error, '승인하지 못했습니다. 잠시 후 다시 시도해 주세요.'), position: 'bottom-center' });
    } finally {
      setApproving(null);
      refresh();
    }
  };

  const startReject = (verification: AdminStudentVerification) => {
    setPreviewing(null);
    setRejecting(verification);
  };
  const onRejected = (verification: AdminStudentVerification, answered: AdminStudentVerification | null) => {
    replaceRow(answered ?? { ...verification, status: 'REJECTED' });
    refresh();
  };

  return (
    <>
      <CmsPageHeader title="학생 인증 심사" description="학생증으로 신청한 학생 인증을 확인하고 승인하거나 반려합니다. 학교 이메일 인증은 코드 확인으로 바로 끝납니다." />
      <StatusTabs
        label="심사 상태"
        tabs={STUDENT_TABS}
        value={status}
        panelId={panelId}
        onChange={(value) => navigate({ status: value === DEFAULT_STUDENT_TAB ? null : value })}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(panelId, status)}>
        <div className={styles.toolbar}>
          <ResultCount count={data?.pagination.count} />
        </div>

        {list.isError && !data ? (
          <ErrorState title="학생 인증 목록을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
        ) : !data ? (
          <TableSkeleton rows={6} />
        ) : data.verifications.length === 0 ? (
          <EmptyState title={EMPTY_TEXT[status]} description={status === 'PENDING' ? '회원이 학생증을 올리면 여기에 나타납니다.' : undefined} />
        ) : (
          <div className={clsx(forms.tableWrap, billing.cards, list.isFetching && billing.refreshing)} aria-busy={list.isFetching || undefined}>
            <table className={clsx(forms.table, billing.table, styles.studentTable)} data-testid="student-verifications-table">
              <thead>
                <tr>
                  <th scope="col">회원</th>
                  <th scope="col">학교</th>
                  <th scope="col">방식</th>
                  <th scope="col">제출일</th>
                  <th scope="col">서류</th>
                  <th scope="col">상태</th>
                  <th scope="col"><span className="visually-hidden">심사</span></th>
                </tr>
              </thead>
              <tbody>
                {data.verifications.map((verification) => (
                  <StudentRow
                    key={verification.verificationId}
                    verification={verification}
                    approving={approving === verification.verificationId}
                    busy={approving !== null}
                    onPreview={() => setPreviewing(verification)}
                    onApprove={() => void approve(verification)}
                    onReject={() => startReject(verification)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}

        {data && (
          <div className={billing.pager}>
            <Pagination page={page} pageCount={pageCount(data.pagination.count, PAGE_SIZE)} path={pathname} query={{ status: status === DEFAULT_STUDENT_TAB ? undefined : status }} scroll={false} />
          </div>
        )}
      </div>

      <DocumentPreviewDialog verification={previewing} onClose={() => setPreviewing(null)} onApprove={(v) => void approve(v)} onReject={startReject} />
      <RejectDialog verification={rejecting} onClose={() => setRejecting(null)} onRejected={onRejected} />
    </>
  );
}

function StudentRow({ verification, approving, busy, onPreview, onApprove, onReject }: {
  verification: AdminStudentVerification;
  approving: boolean;
  busy: boolean;
  onPreview: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const headerId = useId();
  const pending = verification.status === 'PENDING';
  return (
    <tr data-testid={`student-row-${verification.verificationId}`}>
      <th scope="row" id={headerId}>
        <span className={billing.primary}>{verification.nickname || '(닉네임 없음)'}</span>
        <span className={billing.secondary}>{verification.accountEmail}</span>
      </th>
      <td data-label="학교">{verification.school}</td>
      <td data-label="방식" className={forms.nowrap}>{METHOD_LABEL[verification.method]}</td>
      <td data-label="제출일" className={clsx(forms.nowrap, 'tabular')}>{formatDateTime(verification.submittedAt)}</td>
      <td data-label="서류">
        {verification.document ? (
          <Button size="sm" variant="secondary" onClick={onPreview} aria-describedby={headerId} aria-haspopup="dialog" data-testid={`student-document-${verification.verificationId}`}>서류 보기</Button>
        ) : '—'}
      </td>
      <td data-label="상태">
        <span>
          <StatusPill tone={STUDENT_STATUS_TONE[verification.status]}>{STUDENT_STATUS_LABEL[verification.status]}</StatusPill>
          {verification.status === 'VERIFIED' && verification.expiresAt && <span className={clsx(billing.secondary, 'tabular')}>{formatDate(verification.expiresAt)}까지</span>}
          {verification.status === 'EXPIRED' && verification.expiresAt && <span className={clsx(billing.secondary, 'tabular')}>{formatDate(verification.expiresAt)} 만료</span>}
          {verification.reviewedAt && <span className={clsx(billing.secondary, 'tabular')}>{formatDateTime(verification.reviewedAt)} 심사{verification.reviewedBy ? ` · ${verification.reviewedBy}` : ''}</span>}
          {verification.status === 'REJECTED' && verification.rejectedReason && <span className={styles.note}>{verification.rejectedReason}</span>}
        </span>
      </td>
      <td data-label="" className={billing.actionCell}>
        {pending ? (
          <span className={styles.actions}>
            <Button size="sm" onClick={onApprove} loading={approving} disabled={busy && !approving} aria-describedby={headerId}>승인</Button>
            <Button size="sm" variant="secondary" onClick={onReject} disabled={busy} aria-describedby={headerId}>반려</Button>
          </span>
        ) : (
          <span className={billing.disabledAction} aria-hidden="true">—</span>
        )}
      </td>
    </tr>
  );
}
