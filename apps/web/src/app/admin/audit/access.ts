import type { PageAccess } from '@spi/core';

/** Administrators only: ROLE_ADMIN (spec section 5, rule 5). */
export const pageAccess: PageAccess = { role: ['ADMIN'] };
