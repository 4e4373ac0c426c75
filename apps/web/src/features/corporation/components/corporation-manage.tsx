'use client';

import '../lib/register-modals';
import { ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { useCorporationOverview } from '../api/corporation-api';
import { errorMessage } from '../lib/form-errors';
import { CorporationManageForm } from './corporation-manage-form';
import { MembershipSection, OrdersSection } from './manage-billing';
import { AutoJoinSection, InvitationsSection, MembersSection, SeatsSection } from './manage-people';
import styles from './corporation.module.css';

/** /user/corporation/manage (rule 3): every section the manager works with, from one overview. */
export function CorporationManage({ corporationId, viewerId, viewerEmail }: { corporationId: string; viewerId: string; viewerEmail: string }) {
  const overview = useCorporationOverview(corporationId);
  return (
    <div className={styles.stack} data-testid="corporation-manage">
      <CorporationManageForm corporationId={corporationId} />
      {overview.isPending ? (
        <Section title="좌석"><SkeletonRows rows={4} /></Section>
      ) : overview.isError ? (
        <Section title="좌석과 멤버"><ErrorState message={errorMessage(overview.error, '법인 현황을 불러오지 못했습니다.')} onRetry={() => void overview.refetch()} /></Section>
      ) : (
        <>
          <SeatsSection overview={overview.data} />
          <MembersSection overview={overview.data} viewerId={viewerId} />
          <InvitationsSection overview={overview.data} />
          <AutoJoinSection key={`${overview.data.autoJoin.domain}-${overview.data.autoJoin.enabled}`} overview={overview.data} viewerEmail={viewerEmail} />
          <MembershipSection overview={overview.data} />
          <OrdersSection overview={overview.data} />
        </>
      )}
    </div>
  );
}
