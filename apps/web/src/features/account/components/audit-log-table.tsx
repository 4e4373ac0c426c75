'use client';

import { useState } from 'react';
import { useAuditLog } from '../api/account-api';
import { formatSeoulDateTime } from '../lib/format';
import { EmptyState, ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import styles from './audit-log-table.module.css';
import { formatLocaleNumber } from '@spi/core';

const PAGE_SIZE = 20;

const ACTION_LABELS: Record<string, string> = {
  'user.read_info': '사용자 추가 정보 조회',
  'user.read_sessions': '로그인 기기 조회',
  'user.revoke_session': '기기 로그아웃',
  'user.update_simple': '닉네임·이메일 설정 변경',
  'user.update_subscriptions': '뉴스레터 수신 변경',
  'user.read_notifications': '알림 설정 조회',
  'user.update_notifications': '알림 설정 변경',
  'user.leave': '회원 탈퇴',
  'corporation.read': '법인 정보 조회',
  'corporation.update': '법인 정보 수정',
};

/** /admin/audit: who read or changed what, newest first, 20 per page. */
export function AuditLogTable() {
  const [page, setPage] = useState(0);
  const log = useAuditLog(page, PAGE_SIZE);
  const count = log.data?.pagination.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const rows = log.data?.data ?? [];

  return (
    <Section title="감사 기록" description={log.data ? `전체 ${formatLocaleNumber(count)}건 · 최신순` : '관리자 접근과 변경 기록'} testId="audit-log">
      {log.isPending ? (
        <SkeletonRows rows={5} />
      ) : log.isError ? (
        <ErrorState message="감사 기록을 불러오지 못했습니다." onRetry={() => void log.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="아직 기록이 없습니다." description="관리자가 다른 회원의 정보를 조회하거나 바꾸면 여기에 기록됩니다." />
      ) : (
        <>
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="감사 기록 표">
            <table className={styles.table} aria-busy={log.isFetching || undefined}>
              <thead>
                <tr>
                  <th scope="col">시각</th>
                  <th scope="col">행위자</th>
                  <th scope="col">작업</th>
                  <th scope="col">대상</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.id} data-testid="audit-row">
                    <td className="tabular"><time dateTime={entry.createdAt}>{formatSeoulDateTime(entry.createdAt)}</time></td>
                    <td>{entry.actorNickname ?? entry.actorId ?? '시스템'}</td>
                    <td>
                      <span className={styles.action}>{ACTION_LABELS[entry.action] ?? entry.action}</span>
                      <span className={styles.code}>{entry.action}</span>
                    </td>
                    <td><span className={styles.target}>{entry.targetType}</span> {entry.targetId ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className={styles.pager} aria-label="감사 기록 페이지">
            <button type="button" className={styles.pageButton} disabled={page === 0} onClick={() => setPage(page - 1)}>이전</button>
            <span className={styles.pageInfo} aria-live="polite">{page + 1} / {pages}</span>
            <button type="button" className={styles.pageButton} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>다음</button>
          </nav>
        </>
      )}
    </Section>
  );
}
