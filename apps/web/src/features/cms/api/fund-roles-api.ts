'use client';

import { API_ROOTS, FUND_ROLE, fundRoleResponseSchema } from '@spi/core';
import { api } from '@/lib/api-client';

/** The fund role (issue 10; spec section 6), granted by administrators: ROLE_ADMIN only. */
const ADMIN = `${API_ROOTS.sejong}/admin`;

export const hasFundRole = (roles: readonly string[] | null | undefined): boolean =>
  (roles ?? []).some((role) => role.replace(/^ROLE_/, '') === FUND_ROLE);

/** One member's membership in force gets or loses FUND; answers the roles it now carries. */
export const setUserFundRole = (userId: string, fund: boolean): Promise<string[]> =>
  api.put(`${ADMIN}/users/${encodeURIComponent(userId)}/fund-role`, { fund }, { schema: fundRoleResponseSchema }).then((r) => r.roles);

/** A corporation's corporate membership (so every seat) gets or loses FUND; answers its roles. */
export const setCorporationFundRole = (corporationId: string, fund: boolean): Promise<string[]> =>
  api.put(`${ADMIN}/corporations/${encodeURIComponent(corporationId)}/fund-role`, { fund }, { schema: fundRoleResponseSchema }).then((r) => r.roles);
