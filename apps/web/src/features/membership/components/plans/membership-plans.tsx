'use client';

import type { BillingCycle, Plan } from '@spi/core';
import { useCallback, useEffect, useState } from 'react';
import { useModal, type NamedModal } from '@/components/ui';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { useMyMembership } from '../../api/plans-api';
import { useCycleParam } from '../../lib/cycle';
import { REGISTRATION_PAYMENT_METHOD_MODAL } from '../../lib/register-checkout-modals';
import type { CtaViewer } from '../../lib/tier-cta';
import type { RegistrationPaymentMethodArgs } from '../checkout/registration-payment-method-modal';
import { CycleSwitch } from './cycle-switch';
import { planCta, type PlanViewerExtras } from './plan-cta';
import { TierCard } from './tier-card';
import { usePlanViewerExtras } from './use-plan-viewer';
import styles from './plans.module.css';

/** Registered by the student feature (through the site frame); opened by name, so no feature import. */
const STUDENT_DISCOUNT_INFO_MODAL = 'student-discount-info' satisfies NamedModal;
/** ?plan=LIGHT_STUDENT (from /user/student after verification): open that plan's checkout once the buttons are known. */
export const PLAN_PARAM = 'plan';
const UNKNOWN_EXTRAS: PlanViewerExtras = { studentVerified: null, corporationManager: null };

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
  /** Student status and corporation manager flag (unknown by default). */
  extras?: PlanViewerExtras;
  /** Opens the 'student discount info' modal from the student tier's card. */
  onStudentInfo?: () => void;
}

/** The cycle switch and the tier cards (pure view; MembershipPlans wires it to the URL, viewer and modal). */
export function MembershipPlansView({ plans, cycle, onCycleChange, viewer, onSubscribe, extras = UNKNOWN_EXTRAS, onStudentInfo }: MembershipPlansViewProps) {
  const maxPercent = Math.max(0, ...plans.map((p) => p.yearlySaving.percent));
  return (
    <div className={styles.plans}>
      <div className={styles.switchRow}>
        <CycleSwitch value={cycle} onChange={onCycleChange} maxYearlyPercent={maxPercent} />
        <p className={styles.switchNote}>모든 가격은 부가세(VAT) 포함이에요.</p>
      </div>
      <div className={styles.grid} data-count={plans.length}>
        {plans.map((plan) => (
          <TierCard key={plan.code} plan={plan} cycle={cycle} cta={planCta(plan, viewer, extras)} onSubscribe={onSubscribe} onStudentInfo={onStudentInfo} />
        ))}
      </div>
    </div>
  );
}

/** The plan code in ?plan= (read after hydration: the page is static), and a way to drop it from the address. */
function usePlanParam(): [string | null, () => void] {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get(PLAN_PARAM);
    if (value) setCode(value.trim().toUpperCase());
  }, []);
  const clear = useCallback(() => {
    setCode(null);
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PLAN_PARAM)) return;
    url.searchParams.delete(PLAN_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return [code, clear];
}

export function MembershipPlans({ plans }: { plans: Plan[] }) {
  const [cycle, setCycle] = useCycleParam();
  const viewer = useCtaViewer();
  const userId = useSignedInUserId();
  const extras = usePlanViewerExtras(plans, viewer, userId);
  const { open } = useModal();
  const [requestedPlan, clearRequestedPlan] = usePlanParam();
  const onSubscribe = useCallback((plan: Plan) => {
    const args: RegistrationPaymentMethodArgs = { plan, cycle };
    void open({ name: REGISTRATION_PAYMENT_METHOD_MODAL, args });
  }, [cycle, open]);
  const onStudentInfo = () => {
    void open({ name: STUDENT_DISCOUNT_INFO_MODAL, args: { plans, showVerifyLink: extras.studentVerified !== true } });
  };

  // ?plan=CODE: once that card's button is known, open its checkout (or just show the card) and drop the parameter.
  const target = requestedPlan ? plans.find((p) => p.code === requestedPlan) ?? null : null;
  const targetCta = target ? planCta(target, viewer, extras) : null;
  useEffect(() => {
    if (!requestedPlan) return;
    if (!target || !targetCta) return clearRequestedPlan();
    if (targetCta.kind === 'loading') return;
    clearRequestedPlan();
    document.querySelector(`[data-tier="${target.code}"]`)?.scrollIntoView?.({ block: 'center' });
    if (targetCta.kind === 'subscribe') onSubscribe(target);
  }, [requestedPlan, target, targetCta?.kind, clearRequestedPlan, onSubscribe]);

  return (
    <MembershipPlansView
      plans={plans}
      cycle={cycle}
      onCycleChange={setCycle}
      viewer={viewer}
      onSubscribe={onSubscribe}
      extras={extras}
      onStudentInfo={plans.some((p) => p.audience === 'STUDENT') ? onStudentInfo : undefined}
    />
  );
}
