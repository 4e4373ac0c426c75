import type { PageAccess } from '@spi/core';

/** /sign-up finishes a first social login: guests only, and only with a pending sign-up. */
export const pageAccess: PageAccess = { guestOnly: true };
