import { AppError, onboardingInputSchema, onboardingStateSchema } from '@spi/core';
import { saveOnboarding } from '../../../commands/operations/onboarding';
import { loadOnboardingState } from '../../../loaders/operations/onboarding';
import { errorResponses } from '../../responses';
import { resource } from '../../route-group';

const security = [{ bearerAuth: [] }];
const tags = ['onboarding'];

/** /api/sejong/v1/users/me/onboarding: the onboarding modal's state (ADR 022, contracts/operations.ts). */
export default resource('/users/me/onboarding', async (app) => {
  async function stateOf(userId: string) {
    const state = await loadOnboardingState(app.db.db, userId);
    if (!state) throw new AppError('USER_NOT_FOUND');
    return state;
  }

  app.get('/', {
    schema: {
      tags,
      summary: '온보딩 상태 (대기 여부, 관심 분야, 알림 설정)',
      description: 'pending은 온보딩을 완료하거나 건너뛰기 전까지 true입니다. 온보딩이 생기기 전(2026-11-26 00:00 UTC 이전)에 가입한 회원은 false입니다.',
      security,
      response: { 200: onboardingStateSchema, ...errorResponses(401, 404) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    reply.header('cache-control', 'private, no-store');
    return stateOf(viewer.userId);
  });

  app.put('/', {
    schema: {
      tags,
      summary: '온보딩 완료 또는 건너뛰기',
      description: 'finish는 관심 분야와 보낸 알림 설정을, skip은 완료 시각만 저장합니다. 두 번째 요청도 처음 완료 시각을 유지합니다.',
      security,
      body: onboardingInputSchema,
      response: { 200: onboardingStateSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const viewer = await app.requireUser(request);
    await saveOnboarding(app.db.db, viewer.userId, request.body, app.clock());
    return stateOf(viewer.userId);
  });
});
