import type { PageAccess } from '@spi/core';

/** Administrators only: ROLE_ADMIN (the notices admin API checks too). An editor is redirected with the spec's message. */
export const pageAccess: PageAccess = { role: ['ADMIN'] };
