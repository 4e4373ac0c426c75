import type { PageAccess } from '@spi/core';

/** Editors and administrators: ROLE_EDITOR or ROLE_ADMIN (spec section 5, rule 5; the API checks too). */
export const pageAccess: PageAccess = { role: ['EDITOR', 'ADMIN'] };
