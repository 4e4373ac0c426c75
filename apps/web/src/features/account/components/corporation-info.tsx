'use client';

import Link from 'next/link';
import { useCorporation } from '../api/account-api';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import styles from './corporation.module.css';

/** /user/corporation: the member's corporation (name, manager, phone, address, e-mail). */
export function CorporationInfo({ corporationId, canManage }: { corporationId: string | null; canManage: boolean }) {
  const corporation = useCorporation(corporationId);

  if (!corporationId) {
    return <Section title="법인 정보"><p className={styles.muted}>연결된 법인이 없습니다.</p></Section>;
  }
  return (
    <Section
      title={corporation.data?.name ?? '법인 정보'}
      description="소속 법인의 기본 정보입니다."
      testId="corporation-info"
      action={canManage ? <Link href="/user/corporation/manage" className={styles.manage}>정보 수정</Link> : undefined}
    >
      {corporation.isPending ? (
        <SkeletonRows rows={4} />
      ) : corporation.isError ? (
        <ErrorState message="법인 정보를 불러오지 못했습니다." onRetry={() => void corporation.refetch()} />
      ) : (
        <dl className={styles.list}>
          <Row label="법인명" value={corporation.data.name} />
          <Row label="담당자" value={corporation.data.managerName} />
          <Row label="연락처" value={corporation.data.phone} tabular />
          <Row label="주소" value={corporation.data.address} />
          <Row label="이메일" value={corporation.data.email} />
        </dl>
      )}
    </Section>
  );
}

function Row({ label, value, tabular }: { label: string; value: string; tabular?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={tabular ? 'tabular' : undefined}>{value || '-'}</dd>
    </div>
  );
}
