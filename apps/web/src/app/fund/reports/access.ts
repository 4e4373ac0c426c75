import { FUND_REPORTS_PAGE_ACCESS, type PageAccess } from '@spi/core';

/**
 * 펀드 보고서 needs fund authority (spec sections 5 and 6, rule 7): a guest signs in first; a member
 * without the fund role in the membership roles goes to /membership with the spec's message.
 */
export const pageAccess: PageAccess = FUND_REPORTS_PAGE_ACCESS;
