import { seatLimit, type CorporationOverviewDto, type DepositAccount } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { openInvitationCount } from '../../commands/corporations/corporation-rules';
import { activeCorporateMembership } from '../../commands/corporations/corporate-membership';
import { presentCorporateMembership, presentCorporationDetails, presentInvitation } from '../../presenters/corporations/overview';
import { loadCorporateOrders } from './load-corporate-orders';

const { corporations, corporationInvitations, memberships, membershipPlans, users } = schema;
/** How many invitations (newest first) the overview lists. */
export const OVERVIEW_INVITATIONS_LIMIT = 100;

export interface OverviewViewer {
  userId: string;
  /** 'MANAGER' | 'MEMBER' of this corporation, or null (an admin outside it). */
  role: 'MANAGER' | 'MEMBER' | null;
  /** ROLE_ADMIN reading it: sees everything, like a manager. */
  isAdmin: boolean;
}

/**
 * GET /corporations/{id}/overview. Managers and admins see everything; members see the corporation,
 * seats, membership and auto-join setting and the people (names and roles — e-mails of others are
 * left empty), but no invitations or orders. Null when the corporation does not exist.
 */
export async function loadCorporationOverview(db: Db, corporationId: string, viewer: OverviewViewer, depositAccount: DepositAccount, now: Date): Promise<CorporationOverviewDto | null> {
  const [row] = await db.select().from(corporations).where(eq(corporations.id, corporationId));
  if (!row) return null;
  const full = viewer.role === 'MANAGER' || viewer.isAdmin;
  const [corporate, people, pendingInvitations] = await Promise.all([
    activeCorporateMembership(db, corporationId),
    db
      .select()
      .from(users)
      .where(and(eq(users.corporationId, corporationId), eq(users.status, 'ACTIVE')))
      .orderBy(asc(users.assign), asc(users.corporationJoinedAt), asc(users.createdAt)),
    openInvitationCount(db, corporationId, now),
  ]);
  const ids = people.map((p) => p.id);
  const seatRows = ids.length
    ? await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(inArray(memberships.userId, ids), eq(memberships.corporationId, corporationId), eq(memberships.source, 'CORPORATION'), eq(memberships.status, 'ACTIVE')))
    : [];
  const seated = new Set(seatRows.map((r) => r.userId));
  let planName = corporate?.planCode ?? '';
  if (corporate) {
    const [plan] = await db.select({ name: membershipPlans.name }).from(membershipPlans).where(eq(membershipPlans.code, corporate.planCode));
    planName = plan?.name ?? corporate.planCode;
  }

  let invitations: CorporationOverviewDto['invitations'] = [];
  let orders: CorporationOverviewDto['orders'] = [];
  if (full) {
    const invitationRows = await db
      .select({ invitation: corporationInvitations, inviter: users.nickname })
      .from(corporationInvitations)
      .leftJoin(users, eq(users.id, corporationInvitations.invitedBy))
      .where(eq(corporationInvitations.corporationId, corporationId))
      .orderBy(desc(corporationInvitations.createdAt))
      .limit(OVERVIEW_INVITATIONS_LIMIT);
    invitations = invitationRows.map((r) => presentInvitation(r.invitation, r.inviter, now));
    orders = await loadCorporateOrders(db, corporationId, depositAccount);
  }

  return {
    corporation: presentCorporationDetails(row),
    viewerRole: viewer.role,
    seats: { bought: corporate?.seats ?? null, limit: seatLimit({ seatsBought: corporate?.seats ?? null }), used: people.length, pendingInvitations },
    membership: corporate ? presentCorporateMembership(corporate, planName) : null,
    autoJoin: { domain: row.autoJoinDomain, enabled: row.autoJoinEnabled },
    members: people.map((p) => ({
      userId: p.id,
      nickname: p.nickname,
      email: full || p.id === viewer.userId ? p.email : '',
      role: p.assign === 'MANAGER' ? 'MANAGER' : 'MEMBER',
      joinedAt: (p.corporationJoinedAt ?? p.createdAt).toISOString(),
      via: p.corporationVia ?? 'STAFF',
      seatActive: seated.has(p.id),
    })),
    invitations,
    orders,
  };
}
