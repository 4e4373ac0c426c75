import { signInPath, type Plan, type SubscriptionDto } from '@spi/core';

export const MEMBERSHIP_SETTINGS_PATH = '/user/setting?about=membership';
export const CORPORATE_INQUIRY_PATH = '/support/inquiry';

/** What the viewer is, as far as the tier cards need it. */
export type CtaViewer =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'member'; tierCode: string | null; subscription: Pick<SubscriptionDto, 'status'> | null };

export type TierCta =
  | { kind: 'loading'; label: string }
  | { kind: 'link'; label: string; href: string; variant: 'primary' | 'secondary' }
  | { kind: 'current'; label: string; manageHref: string }
  | { kind: 'subscribe'; label: string; student: boolean };

/**
 * The button of a tier card, in order: the tier held now; the corporate tier (by inquiry); a guest
 * (sign in first, and come back); a member who already pays (changes go through 멤버십 관리); the
 * student tier (needs student verification); otherwise subscribe.
 */
export function tierCta(plan: Pick<Plan, 'code' | 'audience'>, viewer: CtaViewer): TierCta {
  if (viewer.kind === 'member' && viewer.tierCode === plan.code) return { kind: 'current', label: '이용 중', manageHref: MEMBERSHIP_SETTINGS_PATH };
  if (plan.audience === 'CORPORATE') return { kind: 'link', label: '법인 멤버십 문의', href: CORPORATE_INQUIRY_PATH, variant: 'secondary' };
  if (viewer.kind === 'loading') return { kind: 'loading', label: '구독하기' };
  if (viewer.kind === 'guest') return { kind: 'link', label: '로그인하고 구독하기', href: signInPath('/membership'), variant: 'primary' };
  const paying = viewer.subscription !== null && viewer.subscription.status !== 'ENDED';
  if (paying) return { kind: 'link', label: '변경하기', href: MEMBERSHIP_SETTINGS_PATH, variant: 'secondary' };
  if (plan.audience === 'STUDENT') return { kind: 'subscribe', label: '학생 인증 후 구독', student: true };
  return { kind: 'subscribe', label: '구독하기', student: false };
}
