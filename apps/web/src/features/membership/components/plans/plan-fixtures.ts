import { yearlySaving, type Plan } from '@spi/core';

/** The five tiers as the API presents them (test data, same as the seeded plans). */
function plan(code: string, name: string, monthlyPrice: number, yearlyPrice: number, audience: Plan['audience'], sortOrder: number): Plan {
  return {
    code, name, label: name, summary: `${name} 요약`, highlights: [`${name} 혜택`], monthlyPrice, yearlyPrice,
    yearlySaving: yearlySaving({ monthlyPrice, yearlyPrice }), audience,
    image: `/membership/tiers/${code.toLowerCase().replace(/_/g, '-')}.svg`, sortOrder, onSale: true,
  };
}

export const PLANS: Plan[] = [
  plan('LIGHT', '라이트', 9900, 99000, 'PERSONAL', 10),
  plan('LIGHT_STUDENT', '라이트 학생', 4900, 49000, 'STUDENT', 20),
  plan('LIGHT_PLUS', '라이트 플러스', 19900, 199000, 'PERSONAL', 30),
  plan('PREMIUM_LIGHT', '프리미엄 라이트', 39000, 390000, 'PERSONAL', 40),
  plan('PREMIUM', '프리미엄', 99000, 990000, 'CORPORATE', 50),
];
