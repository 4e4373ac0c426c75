/**
 * Membership tiers (spec section 1): display name to code. A name with a parenthesised suffix has the
 * suffix stripped before lookup; an empty name means non-member.
 */
export const MEMBERSHIP_TIERS = [
  { code: 'PREMIUM', name: '프리미엄', label: '프리미엄' },
  { code: 'PREMIUM_LIGHT', name: '프리미엄 라이트', label: '프리미엄 라이트' },
  { code: 'LIGHT', name: '라이트', label: '라이트' },
  { code: 'LIGHT_STUDENT', name: '라이트 학생', label: '라이트 (학생 할인)' },
  { code: 'LIGHT_PLUS', name: '라이트 플러스', label: '라이트 플러스' },
  { code: 'NONE', name: '', label: '비회원' },
] as const;

export type MembershipTierCode = (typeof MEMBERSHIP_TIERS)[number]['code'];
export const MEMBERSHIP_TIER_CODES = MEMBERSHIP_TIERS.map((t) => t.code) as MembershipTierCode[];

/** The Korean word for premium: a membership name containing it is a premium membership (spec section 6). */
export const PREMIUM_WORD = '프리미엄';

export function stripTierSuffix(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

/** Maps a membership display name to its tier code; unknown names map to null, empty to NONE. */
export function membershipTierCode(name: string | null | undefined): MembershipTierCode | null {
  const stripped = stripTierSuffix(name ?? '');
  if (stripped === '') return 'NONE';
  return MEMBERSHIP_TIERS.find((t) => t.name === stripped)?.code ?? null;
}

export function membershipTierLabel(code: MembershipTierCode): string {
  return MEMBERSHIP_TIERS.find((t) => t.code === code)!.label;
}

export function isPremiumName(name: string | null | undefined): boolean {
  return (name ?? '').includes(PREMIUM_WORD);
}
