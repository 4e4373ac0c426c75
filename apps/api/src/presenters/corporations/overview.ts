import { formatBusinessNumber, type CorporationOverviewDto } from '@spi/core';
import type { InvitationRow } from '../../commands/corporations/invitations';
import type { CorporateMembershipRow } from '../../commands/corporations/corporate-membership';
import { presentCorporation, type CorporationRow } from '../corporation';

type Overview = CorporationOverviewDto;

export function presentCorporationDetails(row: CorporationRow): Overview['corporation'] {
  return {
    ...presentCorporation(row),
    businessNumber: row.businessNumber ? formatBusinessNumber(row.businessNumber) : '',
    zonecode: row.zonecode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A PENDING invitation past its expiry is shown as EXPIRED (the row is marked when it is next used). */
export function presentInvitation(row: InvitationRow, inviterName: string | null, now: Date): Overview['invitations'][number] {
  return {
    invitationId: row.id,
    email: row.email,
    status: row.status === 'PENDING' && row.expiresAt <= now ? 'EXPIRED' : row.status,
    invitedBy: inviterName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

export function presentCorporateMembership(row: CorporateMembershipRow, planName: string): NonNullable<Overview['membership']> {
  return {
    membershipId: row.id,
    planCode: row.planCode,
    planName,
    seats: row.seats,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    roles: row.roles,
  };
}
