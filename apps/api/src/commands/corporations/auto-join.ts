import { AppError, emailDomainOf, isPublicMailDomain, seatLimit } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, eq, ne } from 'drizzle-orm';
import { pgErrorCode, UNIQUE_VIOLATION } from '../cms/cms-context';
import { recordAudit } from '../record-activity';
import { inTransaction } from '../transaction';
import { joinBlocker, joinCorporation, lockCorporation, memberCount, userRow, violatedConstraint } from './corporation-rules';
import type { AcceptedInvitation } from './invitations';
import { activeCorporateMembership } from './corporate-membership';

const { corporations } = schema;

export interface AutoJoinSetting {
  domain: string | null;
  enabled: boolean;
}

/**
 * PUT /corporations/{id}/auto-join: the domain must be the one of the manager's own sign-in e-mail
 * (verified by the identity provider; DOMAIN_NOT_VERIFIED), never a free mail service
 * (DOMAIN_PUBLIC_MAIL), and unused by another corporation (DOMAIN_TAKEN, also on a race). A null
 * domain clears the setting. Audited.
 */
export async function setAutoJoin(db: Db, corporationId: string, input: AutoJoinSetting, actor: { userId: string; ip: string }, now: Date): Promise<AutoJoinSetting> {
  const domain = input.domain?.trim().toLowerCase() ?? null;
  try {
    return await inTransaction(db, async (tx) => {
      if (!(await lockCorporation(tx, corporationId))) throw new AppError('CORPORATION_NOT_FOUND');
      const me = await userRow(tx, actor.userId);
      if (!me || me.corporationId !== corporationId) throw new AppError('FORBIDDEN');
      if (me.assign !== 'MANAGER') throw new AppError('ACCESS_CORPORATION_MANAGER_ONLY');
      if (domain) {
        if (isPublicMailDomain(domain)) throw new AppError('DOMAIN_PUBLIC_MAIL');
        if (emailDomainOf(me.email) !== domain) throw new AppError('DOMAIN_NOT_VERIFIED');
        const [taken] = await tx.select({ id: corporations.id }).from(corporations).where(and(eq(corporations.autoJoinDomain, domain), ne(corporations.id, corporationId)));
        if (taken) throw new AppError('DOMAIN_TAKEN');
      }
      const setting = { domain, enabled: domain ? input.enabled : false };
      await tx.update(corporations).set({ autoJoinDomain: setting.domain, autoJoinEnabled: setting.enabled, updatedAt: now }).where(eq(corporations.id, corporationId));
      await recordAudit(tx, { actorId: actor.userId, action: 'corporation.auto_join.update', targetType: 'corporation', targetId: corporationId, ip: actor.ip, meta: setting });
      return setting;
    });
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION && violatedConstraint(err).includes('auto_join_domain')) throw new AppError('DOMAIN_TAKEN');
    throw err;
  }
}

export interface JoinableCorporation {
  corporationId: string;
  name: string;
  domain: string;
  seatsLeft: number;
}

/** GET /corporations/joinable: corporations with auto-join on for the viewer's e-mail domain (none for someone in a corporation). */
export async function loadJoinableCorporations(db: Db, userId: string): Promise<JoinableCorporation[]> {
  const me = await userRow(db, userId);
  if (!me || me.corporationId) return [];
  const domain = emailDomainOf(me.email);
  if (!domain || isPublicMailDomain(domain)) return [];
  const rows = await db.select().from(corporations).where(and(eq(corporations.autoJoinDomain, domain), eq(corporations.autoJoinEnabled, true)));
  const result: JoinableCorporation[] = [];
  for (const row of rows) {
    const [corporate] = await db
      .select({ seats: schema.corporateMemberships.seats })
      .from(schema.corporateMemberships)
      .where(and(eq(schema.corporateMemberships.corporationId, row.id), eq(schema.corporateMemberships.status, 'ACTIVE')));
    const left = Math.max(0, seatLimit({ seatsBought: corporate?.seats ?? null }) - (await memberCount(db, row.id)));
    result.push({ corporationId: row.id, name: row.name, domain, seatsLeft: left });
  }
  return result;
}

/**
 * POST /corporations/{id}/join: joining by the company e-mail domain. The corporation must have
 * auto-join on for the viewer's domain (AUTO_JOIN_NOT_ALLOWED); then the same checks as accepting an
 * invitation (joinBlocker), with the corporation row locked.
 */
export async function joinByDomain(db: Db, corporationId: string, actor: { userId: string; ip: string }, now: Date): Promise<AcceptedInvitation> {
  return inTransaction(db, async (tx) => {
    const corporation = await lockCorporation(tx, corporationId);
    if (!corporation) throw new AppError('CORPORATION_NOT_FOUND');
    const me = await userRow(tx, actor.userId);
    if (!me) throw new AppError('UNAUTHENTICATED');
    const domain = emailDomainOf(me.email);
    if (!corporation.autoJoinEnabled || !corporation.autoJoinDomain || domain !== corporation.autoJoinDomain) throw new AppError('AUTO_JOIN_NOT_ALLOWED');
    const blocked = await joinBlocker(tx, me, corporationId, now);
    if (blocked) throw new AppError(blocked);
    await joinCorporation(tx, { userId: me.id, corporationId, via: 'DOMAIN', now });
    await recordAudit(tx, { actorId: me.id, action: 'corporation.member.join', targetType: 'corporation', targetId: corporationId, ip: actor.ip, meta: { via: 'DOMAIN' } });
    return { corporationId, corporationName: corporation.name, seatActive: (await activeCorporateMembership(tx, corporationId)) !== null };
  });
}
