import { articleAccess, type Principal } from '@spi/core';
import { schema } from '@spi/db';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const { articleUnlocks } = schema;

/**
 * Which member-only articles a principal may read in full (ADR 021), by core's articleAccess:
 * - `all`: staff and the unlimited tiers (PREMIUM, PREMIUM_LIGHT, LIGHT_PLUS);
 * - `unlocked`: the metered tiers (LIGHT, LIGHT_STUDENT), only the articles they have already unlocked —
 *   never an unspent unlock (Sophi does not spend one);
 * - `none`: guests and members without a membership.
 */
export type MemberOnlyEntitlement = { kind: 'all' } | { kind: 'unlocked'; userId: string } | { kind: 'none' };

export function memberOnlyEntitlement(principal: Principal): MemberOnlyEntitlement {
  const access = articleAccess(principal, { isMemberOnly: true, alreadyUnlocked: false, unlocksThisMonth: 0 });
  if (access.access === 'FULL') return { kind: 'all' };
  if (principal.userId && articleAccess(principal, { isMemberOnly: true, alreadyUnlocked: true }).access === 'FULL') {
    return { kind: 'unlocked', userId: principal.userId };
  }
  return { kind: 'none' };
}

/**
 * SQL that is true for the article ids (the given column) whose member-only part the principal may
 * read: a subquery of the reader's unlocks for metered tiers, so the check happens in the database.
 */
export function fullyReadable(articleId: AnyColumn, entitlement: MemberOnlyEntitlement): SQL {
  if (entitlement.kind === 'all') return sql`true`;
  if (entitlement.kind === 'none') return sql`false`;
  return sql`${articleId} in (select ${articleUnlocks.articleId} from ${articleUnlocks} where ${eq(articleUnlocks.userId, entitlement.userId)})`;
}
