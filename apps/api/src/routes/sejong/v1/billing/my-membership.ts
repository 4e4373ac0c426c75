import { membershipResponseSchema } from '@spi/core';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';

const security = [{ bearerAuth: [] }];

/** /api/sejong/v1/users/me: the membership in force, its subscription, orders; plan changes and cancelling. */
export default resource('/users/me', async (app) => {
  app.get(
    '/membership',
    { schema: { tags: ['membership'], summary: '내 멤버십', security, response: { 200: membershipResponseSchema, ...errorResponses(401) } } },
    async (request) => ({ membership: (await app.requireUser(request)).info.membership }),
  );
});
