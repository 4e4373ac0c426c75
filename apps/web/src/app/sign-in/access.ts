import type { PageAccess } from '@spi/core';

/** /sign-in is for guests only (spec section 5, rule 1). */
export const pageAccess: PageAccess = { guestOnly: true };
