import { plansResponseSchema } from '@spi/core';
import { PLANS_CACHE_TAG } from '../../../../commands/billing/save-plan';
import { loadPlans } from '../../../../loaders/billing/load-plans';
import { presentPlan } from '../../../../presenters/billing/plan';
import { resource } from '../../../route-group';

/** /api/sejong/v1/memberships: the tiers on the /membership page (public, cached until an admin edits one). */
export default resource('/memberships', async (app) => {
  app.get(
    '/plans',
    {
      config: { cache: { tags: () => [PLANS_CACHE_TAG] } },
      schema: {
        tags: ['membership'],
        summary: '멤버십 상품 (등급별 가격·혜택)',
        description: '판매 중인 등급만, 표시 순서대로. 가격은 부가세 포함 원 단위입니다.',
        response: { 200: plansResponseSchema },
      },
    },
    async () => ({ plans: (await loadPlans(app.db.db)).filter((p) => p.onSale).map(presentPlan) }),
  );
});
