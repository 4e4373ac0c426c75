import type { PageAccess } from '@spi/core';

/** Signed in (rule 2): a guest goes to sign-in and comes back to the link. */
export const pageAccess: PageAccess = { role: ['USER'] };
