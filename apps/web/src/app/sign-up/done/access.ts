import type { PageAccess } from '@spi/core';

/** The welcome page right after sign-up: members only (every member has ROLE_USER). */
export const pageAccess: PageAccess = { role: ['USER'] };
