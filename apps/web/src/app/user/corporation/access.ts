import { CORPORATION_MEMBER, type PageAccess } from '@spi/core';

/** Members of a corporate membership only (spec section 5, rule 4). */
export const pageAccess: PageAccess = { role: [CORPORATION_MEMBER] };
