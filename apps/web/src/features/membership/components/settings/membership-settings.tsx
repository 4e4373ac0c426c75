'use client';

import Link from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import {
  BILLING_CYCLE_LABELS, SUBSCRIPTION_STATUS_LABELS, type AdditionalInfoDto, type ArticleUnlockAllowanceDto, type MembershipDto, type SubscriptionDto, type UserInfoDto, formatWon,
} from '@spi/core';
import { useModal, useSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-time';
import { useCancelSubscription, useMembershipDetails, useResumeSubscription } from '../../api/subscription-api';
import { tierImage, tierLabel } from '../../lib/tier-format';
import { CHANGE_PAYMENT_CARD_MODAL } from '../../lib/register-modals';
import type { ChangePaymentCardArgs } from './change-payment-card-modal';
import { CouponSection } from './coupon-section';
import { OrderHistory } from './order-history';
import { EmptyState, ErrorState, Section, SkeletonRows } from '@/components/settings/section';
import { PlanChangePanel, type PlanChangeMode } from './plan-change-panel';
import styles from './settings.module.css';

export interface MembershipSettingsProps {
  user: UserInfoDto;
  info: AdditionalInfoDto | null;
}

const cardText = (card: SubscriptionDto['card']) => (card ? `${card.company} ${card.number}` : null);
export const STAFF_ACCESS_NOTE = '운영진 계정은 모든 콘텐츠를 열람할 수 있습니다.';
const STAFF_ROLES = new Set(['ROLE_ADMIN', 'ROLE_EDITOR']);
const isStaff = (info: AdditionalInfoDto | null) => Boolean(info?.roles.some((role) => STAFF_ROLES.has(role)));

/** Staff read everything whatever their membership (spec section 5): say so above the membership. */
function StaffNote({ info }: { info: AdditionalInfoDto | null }) {
  if (!isStaff(info)) return null;
  return <p className={styles.pending} data-testid="staff-access">{STAFF_ACCESS_NOTE} 멤버십 구독 여부와 관계없이 회원 전용 기사와 데이터가 모두 열립니다.</p>;
}

/** '쿠폰 적용 기간 2026.05.01 – 2026.06.01' (Asia/Seoul days); the end alone when the start is unknown. */
export function couponPeriodText(coupon: NonNullable<MembershipDto['appliedCoupon']>): string {
  const end = formatSeoulDate(coupon.benefitPeriodEnd);
  return coupon.benefitPeriodStart ? `쿠폰 적용 기간 ${formatSeoulDate(coupon.benefitPeriodStart)} – ${end}` : `쿠폰 적용 기간 ~ ${end}`;
}

/** Metered tiers (LIGHT, LIGHT_STUDENT): the member-only unlocks left this month, refilled on the 1st (KST). */
function UnlocksLeft({ allowance }: { allowance: ArticleUnlockAllowanceDto | null | undefined }) {
  if (!allowance) return null;
  return (
    <p className={styles.unlocks} data-testid="article-unlocks">
      <strong className="tabular">이번 달 남은 회원 전용 열람 {allowance.remaining}회 / {allowance.limit}회</strong>
      <span className={styles.muted}> · {formatSeoulDate(allowance.resetsAt)}에 다시 {allowance.limit}회로 채워집니다.</span>
    </p>
  );
}

const hasTier = (membership: MembershipDto | null | undefined) => Boolean(membership && membership.tierCode !== 'NONE' && membership.membershipName);

/** /user/setting?about=membership (issue 9, section 3): the member's membership, subscription, coupon and orders. */
export function MembershipSettings({ user, info }: MembershipSettingsProps) {
  const query = useMembershipDetails();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => setNowMs(Date.now()), [query.dataUpdatedAt]);

  if (query.isPending) {
    return <Section title="내 멤버십" testId="membership-settings"><SkeletonRows rows={3} /></Section>;
  }
  if (query.isError) {
    return (
      <Section title="내 멤버십" testId="membership-settings">
        <ErrorState message="멤버십 정보를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
      </Section>
    );
  }

  const { membership, subscription, articleUnlocks } = query.data;

  // Corporate members: the corporation's membership, managed by its administrator.
  if (user.corporationId && !user.isManager && !info?.isCorporationManager) {
    return (
      <Section title="내 멤버십" testId="membership-settings">
        <StaffNote info={info} />
        {hasTier(membership) ? (
          <>
            <TierCard membership={membership!} eyebrow="법인 멤버십" note="법인 멤버십은 법인 관리자가 관리합니다." />
            <UnlocksLeft allowance={articleUnlocks} />
          </>
        ) : (
          <EmptyState title="법인 멤버십이 없습니다." description="법인 멤버십은 법인 관리자가 관리합니다." />
        )}
      </Section>
    );
  }

  const live = subscription && subscription.status !== 'ENDED' ? subscription : null;
  return (
    <div data-testid="membership-settings">
      <Section title="내 멤버십">
        <StaffNote info={info} />
        {live ? (
          <SubscriptionView subscription={live} membership={membership} />
        ) : hasTier(membership) ? (
          <TierCard
            membership={membership!}
            eyebrow={membership!.appliedCoupon ? '쿠폰 멤버십' : '개인 멤버십'}
            note={membership!.appliedCoupon ? couponPeriodText(membership!.appliedCoupon) : undefined}
          />
        ) : (
          <EmptyState
            title="이용 중인 멤버십이 없습니다."
            description="멤버십을 구독하면 회원 전용 기사와 리츠·딜·펀드 데이터를 모두 볼 수 있습니다. 쿠폰이 있다면 아래에서 등록해 주세요."
            action={<Link href="/membership" className={styles.cta}>멤버십 알아보기</Link>}
          />
        )}
        {(live || hasTier(membership)) && <UnlocksLeft allowance={articleUnlocks} />}
      </Section>
      <CouponSection membership={membership} nowMs={nowMs} />
      <OrderHistory />
    </div>
  );
}

function TierCard({ membership, eyebrow, note, status }: { membership: MembershipDto; eyebrow: string; note?: string; status?: SubscriptionDto['status'] }) {
  return (
    <div className={styles.tierCard}>
      <img src={tierImage(membership.tierCode)} alt="" width={72} height={72} className={styles.tierImage} />
      <div className={styles.tierText}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <p className={styles.tierName} data-testid="membership-tier">
          {tierLabel(membership.tierCode)}
          {status && <span className={styles.status} data-status={status} data-testid="subscription-status">{SUBSCRIPTION_STATUS_LABELS[status]}</span>}
        </p>
        {note && <p className={styles.tierNote}>{note}</p>}
      </div>
    </div>
  );
}

function SubscriptionView({ subscription, membership }: { subscription: SubscriptionDto; membership: MembershipDto | null }) {
  const { open } = useModal();
  const confirm = useSystemConfirm();
  const snackbar = useSnackbar();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [panel, setPanel] = useState<PlanChangeMode | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);

  const canceling = subscription.cancelAtPeriodEnd || subscription.status === 'CANCELED';
  const pastDue = subscription.status === 'PAST_DUE';
  const card = cardText(subscription.card);
  // A coupon in force shows its tier; the subscription is what the card pays for.
  const shown: MembershipDto = membership && hasTier(membership) ? membership : {
    membershipId: null, membershipName: subscription.planName, tierCode: subscription.planCode, appliedCoupon: null, orders: [], roles: [],
  };

  const openCardChange = () => {
    const args: ChangePaymentCardArgs = { currentCard: card, pastDue };
    void open({ name: CHANGE_PAYMENT_CARD_MODAL, args });
  };

  const onCancel = async () => {
    let reason = '';
    const done = await confirm({
      title: '멤버십을 해지할까요?',
      message: (
        <>
          <p style={{ margin: 0 }}>
            해지해도 <strong className="tabular">{formatSeoulDate(subscription.currentPeriodEnd)}</strong>까지는 지금처럼 이용할 수 있고, 그 뒤에는 자동 결제되지 않습니다. 종료일 전에는 언제든 해지를 취소할 수 있습니다.
          </p>
          <label className={styles.reason}>
            해지 사유 (선택)
            <textarea maxLength={500} onChange={(event) => { reason = event.target.value; }} placeholder="더 나은 서비스를 위해 알려 주세요." />
          </label>
        </>
      ),
      submitLabel: '해지하기',
      submitColor: 'danger',
      closeLabel: '계속 이용',
      onSubmit: () => cancel.mutateAsync(reason.trim() || undefined),
      errorMessage: '해지하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    if (done) snackbar.show({ type: 'Success', message: `해지를 예약했어요. ${formatSeoulDate(subscription.currentPeriodEnd)}까지 이용할 수 있어요.`, position: 'bottom-center' });
  };

  const onResume = async () => {
    setResumeError(null);
    try {
      await resume.mutateAsync();
      snackbar.show({ type: 'Success', message: '해지를 취소했어요. 멤버십이 계속 유지됩니다.', position: 'bottom-center' });
    } catch (err) {
      setResumeError(isApiError(err) ? err.message : '해지를 취소하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    }
  };

  return (
    <>
      <TierCard
        membership={shown}
        eyebrow={shown.appliedCoupon ? '쿠폰 멤버십' : `개인 멤버십 · ${BILLING_CYCLE_LABELS[subscription.cycle]} 결제`}
        note={shown.appliedCoupon ? `${couponPeriodText(shown.appliedCoupon)} · 구독 중인 멤버십: ${tierLabel(subscription.planCode)} ${BILLING_CYCLE_LABELS[subscription.cycle]}` : undefined}
        status={subscription.status}
      />

      {pastDue && (
        <div className={styles.alert} role="alert" data-testid="past-due">
          <p className={styles.alertText}>
            <strong>정기 결제에 실패했습니다.</strong>
            {subscription.retry?.nextRetryAt && <span className="tabular">{formatSeoulDateTime(subscription.retry.nextRetryAt)}에 다시 결제를 시도합니다.</span>}
            {subscription.retry?.lastFailureMessage && <span>실패 사유: {subscription.retry.lastFailureMessage}</span>}
            <span>카드를 바꾸면 새 카드로 다시 결제합니다.</span>
          </p>
          <button type="button" className={styles.primary} onClick={openCardChange}>카드 변경</button>
        </div>
      )}

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>이용 기간</dt>
          <dd>{formatSeoulDate(subscription.currentPeriodStart)} ~ {formatSeoulDate(subscription.currentPeriodEnd)}</dd>
        </div>
        <div className={styles.fact} data-testid="next-billing">
          <dt>{canceling ? '해지 예약' : '다음 결제'}</dt>
          {canceling ? (
            <dd>
              해지 예약됨 · {formatSeoulDate(subscription.currentPeriodEnd)}에 종료
              <div className={styles.factAction}>
                <button type="button" className={styles.secondary} onClick={() => void onResume()} disabled={resume.isPending} aria-busy={resume.isPending || undefined}>
                  {resume.isPending ? '취소하는 중' : '해지 취소'}
                </button>
              </div>
              {resumeError && <p className={styles.error} role="alert">{resumeError}</p>}
            </dd>
          ) : subscription.nextBilling ? (
            <dd>{formatSeoulDate(subscription.nextBilling.at)} · {formatWon(subscription.nextBilling.amount)}</dd>
          ) : (
            <dd className={styles.muted}>예정된 결제가 없습니다</dd>
          )}
        </div>
        <div className={styles.fact}>
          <dt>결제 카드</dt>
          <dd>
            {card ?? <span className={styles.muted}>등록된 카드가 없습니다</span>}
            <div className={styles.factAction}>
              <button type="button" className={styles.secondary} onClick={openCardChange} data-testid="change-card">결제 카드 변경</button>
            </div>
          </dd>
        </div>
      </dl>

      {subscription.pendingChange && (
        <p className={styles.pending} data-testid="pending-change">
          {formatSeoulDate(subscription.pendingChange.effectiveAt)}부터 {tierLabel(subscription.pendingChange.planCode)} {BILLING_CYCLE_LABELS[subscription.pendingChange.cycle]}(으)로 변경됩니다.
        </p>
      )}

      {!canceling && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} aria-expanded={panel === 'cycle'} onClick={() => setPanel(panel === 'cycle' ? null : 'cycle')}>결제 주기 변경</button>
          <button type="button" className={styles.secondary} aria-expanded={panel === 'plan'} onClick={() => setPanel(panel === 'plan' ? null : 'plan')}>멤버십 변경</button>
          <button type="button" className={styles.dangerLink} onClick={() => void onCancel()} data-testid="cancel-subscription">멤버십 해지</button>
        </div>
      )}
      {panel && !canceling && <PlanChangePanel key={panel} subscription={subscription} mode={panel} onDone={() => setPanel(null)} />}
    </>
  );
}

export default MembershipSettings;
