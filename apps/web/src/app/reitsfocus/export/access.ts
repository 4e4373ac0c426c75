import { REIT_DOWNLOAD_TIERS, type PageAccess } from '@spi/core';

/**
 * 리츠 데이터 내보내기 is for the download tiers (spec section 5, rule 6): a guest signs in first; a member
 * without a membership, or with a tier below the download tiers, goes to /membership with the spec's message.
 */
export const pageAccess: PageAccess = { membership: [...REIT_DOWNLOAD_TIERS] };
