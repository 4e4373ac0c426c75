import {
  CORPORATE_ORDER_STATUS_LABELS, CORPORATION_ROLE_LABELS, INVITATION_STATUS_LABELS,
  type CorporateOrderDto, type CorporationOverviewDto,
} from '@spi/core';

export type Tone = 'accent' | 'success' | 'warning' | 'danger' | 'neutral';
type InvitationStatus = CorporationOverviewDto['invitations'][number]['status'];
type Role = CorporationOverviewDto['members'][number]['role'];

export const roleLabel = (role: Role) => CORPORATION_ROLE_LABELS[role];
export const roleTone = (role: Role): Tone => (role === 'MANAGER' ? 'accent' : 'neutral');

export const invitationLabel = (status: InvitationStatus) => INVITATION_STATUS_LABELS[status];
export function invitationTone(status: InvitationStatus): Tone {
  return status === 'PENDING' ? 'warning' : status === 'ACCEPTED' ? 'success' : 'neutral';
}

export const orderStatusLabel = (status: CorporateOrderDto['status']) => CORPORATE_ORDER_STATUS_LABELS[status];
export function orderTone(status: CorporateOrderDto['status']): Tone {
  switch (status) {
    case 'PAID': return 'success';
    case 'AWAITING_DEPOSIT': case 'PENDING': case 'UNKNOWN': return 'warning';
    case 'DEPOSIT_REQUESTED': return 'accent';
    case 'FAILED': return 'danger';
    default: return 'neutral';
  }
}

/** A deposit order the manager can still act on (request confirmation, cancel). */
export const isOpenDepositOrder = (order: CorporateOrderDto) => order.method === 'DEPOSIT' && (order.status === 'AWAITING_DEPOSIT' || order.status === 'DEPOSIT_REQUESTED');

export const DEPOSIT_REQUESTED_NOTE = '입금 확인 요청됨 — 영업일 기준 1일 안에 확인해 드려요';

/** The last manager cannot leave or be removed (the API says so too). */
export function isLastManager(overview: Pick<CorporationOverviewDto, 'members'>, userId: string): boolean {
  const managers = overview.members.filter((m) => m.role === 'MANAGER');
  return managers.length === 1 && managers[0]!.userId === userId;
}
