import { CORPORATION_MANAGER, type PageAccess } from '@spi/core';

/** The corporation's manager only (spec section 5, rule 3). */
export const pageAccess: PageAccess = { role: [CORPORATION_MANAGER] };
