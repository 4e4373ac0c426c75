import type { PageAccess } from '@spi/core';

/** Administrators only: ROLE_ADMIN (spec section 5, rule 5; the billing API checks too). An editor is redirected with the spec's message. */
export const pageAccess: PageAccess = { role: ['ADMIN'] };
