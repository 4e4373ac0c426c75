import { ACCESS_MESSAGES, tierListLabel } from '@spi/core';

/** Who unlocks what (ADR 019's table), in the words the locks use. */
export const FIGURES_UNLOCK = `${tierListLabel('funds.data')} 멤버십 또는 사모펀드 권한`;
export const FIGURES_REASON = `펀드 규모·수익률·보수·투자자 정보는 ${FIGURES_UNLOCK}이 있으면 볼 수 있어요.`;
export const STATISTICS_REASON = `사모펀드 통계는 ${FIGURES_UNLOCK}이 있으면 볼 수 있어요.`;
export const REPORTS_REASON = '펀드 보고서는 사모펀드 권한(개인 또는 법인 멤버십의 펀드 역할)이 있는 회원만 내려받을 수 있어요.';
/** The spec's denial (section 5, rule 7). */
export const REPORTS_DENIED = ACCESS_MESSAGES.membershipTierRequired;
