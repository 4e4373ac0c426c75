import { NICKNAME_MAX, NICKNAME_MIN, nicknameSchema, type Provider, type signupSessionResponseSchema } from '@spi/core';
import type { z } from 'zod';
import type { UserRow } from './user-info';

/**
 * The provider's nickname cut to a valid SPI nickname: disallowed characters become spaces, runs of
 * spaces collapse, then at most NICKNAME_MAX characters. '김민준 (카카오 데모)' -> '김민준 카카오 데모'.
 */
export function suggestNickname(providerNickname: string): string {
  const cleaned = providerNickname
    .replace(/[^가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NICKNAME_MAX)
    .trim();
  if (cleaned.length >= NICKNAME_MIN && nicknameSchema.safeParse(cleaned).success) return cleaned;
  return '';
}

export function presentSignupSession(user: UserRow, provider: Provider): z.infer<typeof signupSessionResponseSchema> {
  return { userId: user.id, email: user.email, provider, suggestedNickname: suggestNickname(user.nickname) };
}
