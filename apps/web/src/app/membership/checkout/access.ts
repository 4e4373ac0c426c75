import type { PageAccess } from '@spi/core';

/** The checkout return pages: signed-in only (spec section 5, rules 2 and 5); a guest goes to sign-in and back. */
export const checkoutPageAccess: PageAccess = { role: ['USER'] };
