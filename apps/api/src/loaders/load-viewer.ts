import { hasServerRole, type AdditionalInfoDto, type Principal, type Provider, type UserInfo, type Viewer } from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { effectiveRoles, presentAdditionalInfo } from '../presenters/additional-info';
import { presentUserInfo, type UserRow } from '../presenters/user-info';
import { loadMembershipState, type MembershipState } from './billing/load-membership-state';
import { principalOf } from './billing/principal';

export { loadActiveMembership } from './billing/load-membership-state';

/** A signed-in viewer: the spec's Viewer (UserInfo + AdditionalInfo) plus what the API needs to authorize. */
export interface SignedInViewer extends Viewer {
  user: UserInfo;
  info: AdditionalInfoDto;
  userId: string;
  sessionId: string;
  /** ROLE_-prefixed server roles, ROLE_USER included. */
  roles: string[];
  /** The server's ROLE_ADMIN (not the spec's corporation-manager 'admin'). */
  isAdmin: boolean;
  /** What every entitlement decision reads (`can`, page access, article access). */
  principal: Principal;
}

export interface LoadedUser {
  row: UserRow;
  user: UserInfo;
  info: AdditionalInfoDto;
  roles: string[];
  membership: MembershipState;
  principal: Principal;
}

/** The provider the user signs in with: the identity used most recently. */
async function loadProvider(db: Db, userId: string): Promise<Provider> {
  const [identity] = await db
    .select({ provider: schema.userIdentities.provider })
    .from(schema.userIdentities)
    .where(eq(schema.userIdentities.userId, userId))
    .orderBy(sql`${schema.userIdentities.lastLoginAt} desc nulls last`, desc(schema.userIdentities.createdAt))
    .limit(1);
  return identity?.provider ?? 'kakao';
}

/**
 * The one place a user's UserInfo and AdditionalInfo are built (for /users/me, /users/{id}/info and
 * every authorization decision). Only ACTIVE users load; PENDING and LEFT give null.
 */
export async function loadUser(db: Db, userId: string): Promise<LoadedUser | null> {
  const [row] = await db.select().from(schema.users).where(and(eq(schema.users.id, userId), eq(schema.users.status, 'ACTIVE')));
  if (!row) return null;
  const [provider, roleRows, membership] = await Promise.all([
    loadProvider(db, userId),
    db.select({ role: schema.userRoles.role }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId)),
    loadMembershipState(db, userId),
  ]);
  const storedRoles = roleRows.map((r) => r.role).sort();
  const roles = effectiveRoles(storedRoles);
  return {
    row,
    user: presentUserInfo(row, provider),
    info: presentAdditionalInfo(row, storedRoles, membership),
    roles,
    membership,
    principal: principalOf(row, roles, membership),
  };
}

/** The viewer of an access token: its session must be live and belong to the token's user. */
export async function loadSessionViewer(db: Db, userId: string, sessionId: string, now: number): Promise<SignedInViewer | null> {
  const [session] = await db.select().from(schema.sessions).where(eq(schema.sessions.id, sessionId));
  if (!session || session.userId !== userId || session.revokedAt !== null || session.expiresAt.getTime() <= now) return null;
  const loaded = await loadUser(db, userId);
  if (!loaded) return null;
  return {
    user: loaded.user,
    info: loaded.info,
    userId,
    sessionId,
    roles: loaded.roles,
    isAdmin: hasServerRole(loaded.principal, 'ADMIN'),
    principal: loaded.principal,
  };
}
