import {
  INVESTMENT_PROFILE_CODES, INVESTMENT_PROFILES, type InvestmentProfileCode, type InvestmentProfileRecommendations, type InvestmentProfileResponse,
} from '@spi/core';
import { answersOf, guestExpiresAt, type InvestmentProfileRow } from '../../commands/cityfolio/profiles';

/** The stored code of a row (rows are written from scoreInvestmentProfile; an unknown code reads as 위험중립형). */
export function profileCodeOf(row: InvestmentProfileRow): InvestmentProfileCode {
  return (INVESTMENT_PROFILE_CODES as readonly string[]).includes(row.resultCode) ? (row.resultCode as InvestmentProfileCode) : 'NEUTRAL';
}

/** One stored result; guestId only while the row is a guest's (unclaimed). */
export function presentInvestmentProfile(row: InvestmentProfileRow, recommendations: InvestmentProfileRecommendations): InvestmentProfileResponse {
  const profile = INVESTMENT_PROFILES[profileCodeOf(row)];
  return {
    id: row.id,
    guestId: row.userId === null ? row.guestId : null,
    answers: answersOf(row),
    result: { code: profile.code, label: profile.label, description: profile.description, guidance: profile.guidance, score: row.score },
    recommendations,
    answeredAt: row.createdAt.toISOString(),
    expiresAt: guestExpiresAt(row),
    claimedAt: row.claimedAt ? row.claimedAt.toISOString() : null,
  };
}
