import { AppError, membershipResponseSchema } from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import { loadMembershipState } from '../../../../loaders/billing/load-membership-state';
import { presentMembership } from '../../../../presenters/membership';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];

/** /api/sejong/v1/users/me: redeeming coupons, and the membership a coupon keeps aside. */
export default resource('/users/me', async (app) => {
  app.get(
    '/membership/original',
    {
      schema: {
        tags: ['membership'],
        summary: '쿠폰 적용 전 원래 멤버십',
        description: '쿠폰이 적용된 경우에만 있습니다. 그렇지 않으면 404입니다.',
        security,
        response: { 200: membershipResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const state = await loadMembershipState(app.db.db, viewer.userId);
      if (!state.membership || !state.coupon) throw new AppError('NOT_FOUND', '쿠폰이 적용된 멤버십이 아닙니다.');
      const originalId = state.coupon.originalMembershipId;
      if (!originalId) return { membership: null };
      const [original] = await app.db.db.select().from(schema.memberships).where(eq(schema.memberships.id, originalId));
      return { membership: original ? presentMembership(original, { coupon: null, orders: state.orders }) : null };
    },
  );
});
