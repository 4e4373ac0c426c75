import { membershipTierLabel, signInPath, type Plan } from '@spi/core';
import { tierCta, type CtaViewer, type TierCta } from '../../lib/tier-cta';

/**
 * The tier cards' buttons with the two issue-10 entry points on top of tierCta (lib/tier-cta.ts):
 * - the student tier (LIGHT_STUDENT): a member who is not a verified student goes to /user/student
 *   first (and comes back to /membership); a verified student subscribes as usual;
 * - the corporate tier (PREMIUM): '법인 멤버십 신청' → the corporation screen (manage for a corporation
 *   manager, register for everyone else; a guest signs in first).
 * All of it is decided in the browser: /membership is a cached public page.
 */
export const STUDENT_VERIFY_PATH = `/user/student?next=${encodeURIComponent('/membership')}`;
export const CORPORATION_MANAGE_PATH = '/user/corporation/manage';
export const CORPORATION_REGISTER_PATH = '/user/corporation/register';
export const CORPORATE_CTA_LABEL = '법인 멤버십 신청';

export interface PlanViewerExtras {
  /** true / false once known; null while it loads (or for a guest). */
  studentVerified: boolean | null;
  /** true / false once known; null while it loads (or for a guest). */
  corporationManager: boolean | null;
}

export function planCta(plan: Pick<Plan, 'code' | 'audience'>, viewer: CtaViewer, extras: PlanViewerExtras): TierCta {
  const base = tierCta(plan, viewer);
  if (base.kind === 'current') return base;

  if (plan.audience === 'CORPORATE') {
    if (viewer.kind === 'loading') return { kind: 'loading', label: CORPORATE_CTA_LABEL };
    if (viewer.kind === 'guest') return { kind: 'link', label: CORPORATE_CTA_LABEL, href: signInPath(CORPORATION_REGISTER_PATH), variant: 'secondary' };
    if (extras.corporationManager === null) return { kind: 'loading', label: CORPORATE_CTA_LABEL };
    return { kind: 'link', label: CORPORATE_CTA_LABEL, href: extras.corporationManager ? CORPORATION_MANAGE_PATH : CORPORATION_REGISTER_PATH, variant: 'secondary' };
  }

  if (plan.audience === 'STUDENT' && base.kind === 'subscribe') {
    if (extras.studentVerified === null) return { kind: 'loading', label: '구독하기' };
    if (!extras.studentVerified) return { kind: 'link', label: '학생 인증 후 구독', href: STUDENT_VERIFY_PATH, variant: 'primary' };
    return { kind: 'subscribe', label: '구독하기', student: true };
  }
  return base;
}

/** The name a card shows: LIGHT_STUDENT is '라이트 (학생 할인)' (spec section 1), the rest their plan name. */
export function planDisplayName(plan: Pick<Plan, 'code' | 'name'>): string {
  return plan.code === 'LIGHT_STUDENT' ? membershipTierLabel('LIGHT_STUDENT') : plan.name;
}
