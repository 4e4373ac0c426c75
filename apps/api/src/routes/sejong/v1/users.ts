import {
  additionalInfoSchema,
  AppError,
  leaveRequestSchema,
  notificationSettingsSchema,
  updateSimpleRequestSchema,
  updateSubscriptionRequestSchema,
  userIdParamsSchema,
  userInfoSchema,
} from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { clearSessionCookies } from '../../../auth/cookies';
import { leaveAccount } from '../../../commands/leave-account';
import { updateNotificationSettings, updateSubscription, updateUserSimple } from '../../../commands/update-user-settings';
import { loadUser } from '../../../loaders/load-viewer';
import { presentNotificationSettings } from '../../../presenters/notification-settings';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';
import { requireUserRecord } from './user-record-access';

const security = [{ bearerAuth: [] }];

/** /api/sejong/v1/users: user info, additional info, membership, settings, leave (spec section 7). */
export default resource('/users', async (app) => {
  async function userInfoOf(userId: string) {
    const loaded = await loadUser(app.db.db, userId);
    if (!loaded) throw new AppError('USER_NOT_FOUND');
    return loaded;
  }

  app.get(
    '/me',
    { schema: { tags: ['users'], summary: '내 사용자 정보', security, response: { 200: userInfoSchema, ...errorResponses(401) } } },
    async (request) => (await app.requireUser(request)).user,
  );

  app.get(
    '/:userId/info',
    {
      schema: {
        tags: ['users'],
        summary: '추가 정보 (법인 관리자 여부, 멤버십, 역할)',
        security,
        params: userIdParamsSchema,
        response: { 200: additionalInfoSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { viewer, access } = await requireUserRecord(app, request, request.params.userId, 'user.read_info');
      return access === 'self' ? viewer.info : (await userInfoOf(request.params.userId)).info;
    },
  );

  app.put(
    '/:userId/simple',
    {
      schema: {
        tags: ['users'],
        summary: '닉네임과 이메일 사용 여부 변경',
        security,
        params: userIdParamsSchema,
        body: updateSimpleRequestSchema,
        response: { 200: userInfoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireUserRecord(app, request, userId, 'user.update_simple');
      if (request.body.userId !== userId) throw new AppError('BAD_REQUEST', '요청한 사용자 ID가 주소의 사용자 ID와 다릅니다.');
      await updateUserSimple(app.db.db, userId, request.body, app.clock());
      return (await userInfoOf(userId)).user;
    },
  );

  app.put(
    '/:userId/subscriptions',
    {
      schema: {
        tags: ['users'],
        summary: '뉴스레터(마케팅) 수신 동의 변경',
        security,
        params: userIdParamsSchema,
        body: updateSubscriptionRequestSchema,
        response: { 200: userInfoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireUserRecord(app, request, userId, 'user.update_subscriptions');
      await updateSubscription(app.db.db, userId, request.body.subscribeNews, app.clock());
      return (await userInfoOf(userId)).user;
    },
  );

  app.get(
    '/:userId/notifications',
    {
      schema: { tags: ['users'], summary: '알림 설정', security, params: userIdParamsSchema, response: { 200: notificationSettingsSchema, ...errorResponses(401, 403, 404) } },
    },
    async (request) => {
      const { userId } = request.params;
      await requireUserRecord(app, request, userId, 'user.read_notifications');
      const loaded = await userInfoOf(userId);
      const [row] = await app.db.db.select().from(schema.notificationSettings).where(eq(schema.notificationSettings.userId, userId));
      return presentNotificationSettings(row, loaded.row.subscribeNews);
    },
  );

  app.put(
    '/:userId/notifications',
    {
      schema: {
        tags: ['users'],
        summary: '알림 설정 저장',
        security,
        params: userIdParamsSchema,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireUserRecord(app, request, userId, 'user.update_notifications');
      await updateNotificationSettings(app.db.db, userId, request.body, app.clock());
      return request.body;
    },
  );

  app.post(
    '/:userId/leave',
    {
      schema: {
        tags: ['users'],
        summary: '회원 탈퇴',
        description: '모든 세션을 끝내고 개인정보(이메일, 닉네임)를 지우며 소셜 계정 연결을 해제합니다.',
        security,
        params: userIdParamsSchema,
        body: leaveRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const { viewer } = await requireUserRecord(app, request, userId, 'user.leave');
      await leaveAccount(app.db.db, userId, { actorId: viewer.userId, ip: request.ip, reason: request.body?.reason }, app.clock());
      if (viewer.userId === userId) clearSessionCookies(reply, app.config);
      return reply.code(204).send(null);
    },
  );
});
