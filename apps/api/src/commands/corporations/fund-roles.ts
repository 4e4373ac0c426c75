import { AppError, FUND_ROLE } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq } from 'drizzle-orm';
import { lockUser } from '../billing/membership-grants';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { activeCorporateMembership, setCorporateRoles } from './corporate-membership';
import { lockCorporation } from './corporation-rules';

const { memberships } = schema;

function withFund(roles: string[], fund: boolean): string[] {
  const others = roles.filter((r) => r !== FUND_ROLE && r !== `ROLE_${FUND_ROLE}`);
  return fund ? [...others, FUND_ROLE] : others;
}

export interface AdminActor {
  userId: string;
  ip: string;
}

/**
 * PUT /admin/users/{userId}/fund-role: adds or removes FUND in the roles of the user's membership in
 * force (spec section 6). Without one: 404 with '멤버십이 있는 회원에게만 …'. Audited.
 */
export async function setUserFundRole(db: Db, userId: string, fund: boolean, actor: AdminActor): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [membership] = await tx.select().from(memberships).where(and(eq(memberships.userId, userId), eq(memberships.status, 'ACTIVE'))).limit(1);
    if (!membership) throw new AppError('NOT_FOUND', '멤버십이 있는 회원에게만 펀드 권한을 줄 수 있습니다.');
    const roles = withFund(membership.roles, fund);
    await tx.update(memberships).set({ roles }).where(eq(memberships.id, membership.id));
    await recordAudit(tx, { actorId: actor.userId, action: 'membership.fund_role', targetType: 'user', targetId: userId, ip: actor.ip, meta: { fund, membershipId: membership.id } });
    return roles;
  });
}

/**
 * PUT /admin/corporations/{id}/fund-role: the roles every seat of the corporation's membership in
 * force carries (setCorporateRoles applies them to the seats). Audited.
 */
export async function setCorporationFundRole(db: Db, corporationId: string, fund: boolean, actor: AdminActor): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    if (!(await lockCorporation(tx, corporationId))) throw new AppError('CORPORATION_NOT_FOUND');
    const corporate = await activeCorporateMembership(tx, corporationId);
    if (!corporate) throw new AppError('NOT_FOUND', '법인 멤버십을 이용 중인 법인에만 펀드 권한을 줄 수 있습니다.');
    const roles = withFund(corporate.roles, fund);
    await setCorporateRoles(tx, corporate, roles);
    await recordAudit(tx, { actorId: actor.userId, action: 'corporation.fund_role', targetType: 'corporation', targetId: corporationId, ip: actor.ip, meta: { fund, corporateMembershipId: corporate.id } });
    return roles;
  });
}
