'use client';

import type { BillingCycle, Plan } from '@spi/core';
import { useModal } from '@/components/ui';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { useMyMembership } from '../../api/plans-api';
import { useCycleParam } from '../../lib/cycle';
import { REGISTRATION_PAYMENT_METHOD_MODAL } from '../../lib/register-checkout-modals';
import { tierCta, type CtaViewer } from '../../lib/tier-cta';
import type { RegistrationPaymentMethodArgs } from '../checkout/registration-payment-method-modal';
import { CycleSwitch } from './cycle-switch';
import { TierCard } from './tier-card';
import styles from './plans.module.css';

/** Who is looking, for the cards: known only in the browser (the page's HTML is the same for everyone). */
export function useCtaViewer(): CtaViewer {
  const userId = useSignedInUserId();
  const mine = useMyMembership(typeof userId === 'string');
  if (userId === undefined) return { kind: 'loading' };
  if (userId === null) return { kind: 'guest' };
  if (mine.isPending) return { kind: 'loading' };
  const membership = mine.data?.membership ?? null;
  return {
    kind: 'member',
    tierCode: membership?.membershipId ? membership.tierCode : null,
    subscription: mine.data?.subscription ?? null,
  };
}

export interface MembershipPlansViewProps {
  plans: Plan[];
  cycle: BillingCycle;
  onCycleChange: (cycle: BillingCycle) => void;
  viewer: CtaViewer;
  onSubscribe: (plan: Plan) => void;
}

/** The cycle switch and the tier cards (pure view; MembershipPlans wires it to the URL, viewer and modal). */
export function MembershipPlansView({ plans, cycle, onCycleChange, viewer, onSubscribe }: MembershipPlansViewProps) {
  const maxPercent = Math.max(0, ...plans.map((p) => p.yearlySaving.percent));
  return (
    <div className={styles.plans}>
      <div className={styles.switchRow}>
        <CycleSwitch value={cycle} onChange={onCycleChange} maxYearlyPercent={maxPercent} />
        <p className={styles.switchNote}>모든 가격은 부가세(VAT) 포함이에요.</p>
      </div>
      <div className={styles.grid} data-count={plans.length}>
        {plans.map((plan) => (
          <TierCard key={plan.code} plan={plan} cycle={cycle} cta={tierCta(plan, viewer)} onSubscribe={onSubscribe} />
        ))}
      </div>
    </div>
  );
}

export function MembershipPlans({ plans }: { plans: Plan[] }) {
  const [cycle, setCycle] = useCycleParam();
  const viewer = useCtaViewer();
  const { open } = useModal();
  const onSubscribe = (plan: Plan) => {
    const args: RegistrationPaymentMethodArgs = { plan, cycle };
    void open({ name: REGISTRATION_PAYMENT_METHOD_MODAL, args });
  };
  return <MembershipPlansView plans={plans} cycle={cycle} onCycleChange={setCycle} viewer={viewer} onSubscribe={onSubscribe} />;
}
