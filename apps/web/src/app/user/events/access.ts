import type { PageAccess } from '@spi/core';

/** Login required: every signed-in user has ROLE_USER (spec section 5, rules 2 and 5). */
export const pageAccess: PageAccess = { role: ['USER'] };
