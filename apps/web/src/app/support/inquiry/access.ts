import type { PageAccess } from '@spi/core';

/** Login required: every signed-in user has ROLE_USER; a guest goes to sign-in with the spec's message (section 5, rule 2). */
export const pageAccess: PageAccess = { role: ['USER'] };
