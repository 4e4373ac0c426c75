/**
 * Corporate accounts (issue 10): seats, invitations, auto-join domains and bank-deposit orders. Pure
 * rules shared by the API (which enforces them) and the screens (which explain them).
 */

/** Members a corporation may have before it buys seats (they hold no tier until it does). */
export const CORPORATION_FREE_SEATS = 5;
/** Seats one corporate order may buy. */
export const CORPORATE_SEATS_MIN = 1;
export const CORPORATE_SEATS_MAX = 500;
/** An invitation link works this long, once. */
export const INVITATION_TTL_DAYS = 7;
/** A bank-deposit order waits this many days (to the end of the last day, Asia/Seoul). */
export const DEPOSIT_DEADLINE_DAYS = 7;
/** The plan a corporate membership buys. */
export const CORPORATE_PLAN_CODE = 'PREMIUM' as const;

/** Free mail services: never a company's domain. */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'naver.com', 'daum.net', 'hanmail.net', 'kakao.com', 'nate.com', 'hotmail.com',
  'outlook.com', 'live.com', 'yahoo.com', 'yahoo.co.kr', 'icloud.com', 'me.com', 'korea.com', 'hanmir.com', 'empas.com', 'proton.me',
] as const;

/** The lower-cased domain of an e-mail address, or null. */
export function emailDomainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).trim().toLowerCase();
}

export function isPublicMailDomain(domain: string): boolean {
  return (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());
}

export interface SeatState {
  /** Seats of the corporate membership in force; null without one. */
  seatsBought: number | null;
  members: number;
  pendingInvitations: number;
}

/** How many people the corporation may hold: the seats bought, or the free allowance before buying. */
export function seatLimit(state: Pick<SeatState, 'seatsBought'>): number {
  return state.seatsBought ?? CORPORATION_FREE_SEATS;
}

/** Seats left for a new invitation (members and invitations still open both hold one). */
export function seatsLeftForInvitation(state: SeatState): number {
  return Math.max(0, seatLimit(state) - state.members - state.pendingInvitations);
}

/** Whether one more person may join now (an accepted invitation already held its seat). */
export function canJoin(state: Pick<SeatState, 'seatsBought' | 'members'>): boolean {
  return state.members < seatLimit(state);
}

/** The bank account a deposit order is paid into (shown on the order; configured in the API). */
export interface DepositAccount {
  bank: string;
  accountNumber: string;
  holder: string;
}
