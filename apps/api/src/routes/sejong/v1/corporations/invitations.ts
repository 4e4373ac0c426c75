import {
  acceptInvitationResponseSchema,
  corporationParamsSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationResponseSchema,
  invitationTokenParamsSchema,
  AppError,
  errorEnvelopeSchema,
  inviteRequestSchema,
} from '@spi/core';
import { schema } from '@spi/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sendInvitationMail } from '../../../../commands/corporations/mail';
import {
  acceptBlocker,
  acceptInvitation,
  blockerMessage,
  effectiveStatus,
  invitationByToken,
  inviteMember,
  resendInvitation,
  revokeInvitation,
  type IssuedInvitation,
} from '../../../../commands/corporations/invitations';
import { presentInvitation } from '../../../../presenters/corporations/overview';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';
import { requireCorporationManager } from './access';

const security = [{ bearerAuth: [] }];
const tags = ['corporations'];
const linkErrors = { ...errorResponses(400, 401, 403, 404, 409), 410: errorEnvelopeSchema };

async function nicknameOf(app: FastifyInstance, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await app.db.db.select({ nickname: schema.users.nickname }).from(schema.users).where(eq(schema.users.id, userId));
  return row?.nickname ?? null;
}

/** Mails the link (the token goes into the mail only; logs carry the invitation id). */
async function mailInvitation(app: FastifyInstance, issued: IssuedInvitation, log: FastifyInstance['log']) {
  const inviterName = await nicknameOf(app, issued.invitation.invitedBy);
  await sendInvitationMail(
    app.mailer,
    {
      invitationId: issued.invitation.id,
      sendKey: issued.invitation.tokenHash.slice(0, 16),
      to: issued.invitation.email,
      corporationName: issued.corporationName,
      inviterName,
      link: `${app.config.publicOrigin}/invitations/${issued.token}`,
      expiresAt: issued.invitation.expiresAt,
    },
    log,
  );
  return inviterName;
}

/** /api/sejong/v1/corporations/{id}/invitations: the manager invites by e-mail, revokes and resends. */
export const corporationInvitations = resource('/corporations', async (app) => {
  app.post(
    '/:id/invitations',
    {
      schema: {
        tags,
        summary: '이메일로 멤버 초대 (관리자)',
        description:
          `한 번만 쓸 수 있는 초대 링크를 메일로 보냅니다(유효기간 7일). 이미 멤버(INVITEE_ALREADY_MEMBER), 다른 법인 소속(INVITEE_IN_OTHER_CORPORATION), ` +
          '보낸 초대가 있음(INVITATION_ALREADY_PENDING), 남은 좌석 없음(SEAT_LIMIT_REACHED; 열린 초대도 좌석을 차지합니다).',
        security,
        params: corporationParamsSchema,
        body: inviteRequestSchema,
        response: { 201: invitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = await requireCorporationManager(app, request, id);
      const now = new Date(app.clock());
      const issued = await inviteMember(app.db.db, id, request.body.email, { userId: viewer.userId, ip: request.ip }, now);
      const inviterName = await mailInvitation(app, issued, request.log);
      request.log.info({ actorId: viewer.userId, corporationId: id, invitationId: issued.invitation.id }, 'corporation invitation sent');
      return reply.code(201).send({ invitation: presentInvitation(issued.invitation, inviterName, now) });
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: '초대 취소 (관리자)',
        description: '취소한 초대의 링크는 더 이상 쓸 수 없습니다. 이미 수락된 초대는 취소할 수 없습니다(INVITATION_USED).',
        security,
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, invitationId } = request.params;
      const viewer = await requireCorporationManager(app, request, id);
      const now = new Date(app.clock());
      const row = await revokeInvitation(app.db.db, id, invitationId, { userId: viewer.userId, ip: request.ip }, now);
      return { invitation: presentInvitation(row, await nicknameOf(app, row.invitedBy), now) };
    },
  );

  app.post(
    '/:id/invitations/:invitationId/resend',
    {
      schema: {
        tags,
        summary: '초대 다시 보내기 (관리자)',
        description: '새 링크와 새 유효기간으로 메일을 다시 보냅니다. 이전 링크는 바로 쓸 수 없게 됩니다.',
        security,
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...linkErrors },
      },
    },
    async (request) => {
      const { id, invitationId } = request.params;
      const viewer = await requireCorporationManager(app, request, id);
      const now = new Date(app.clock());
      const issued = await resendInvitation(app.db.db, id, invitationId, { userId: viewer.userId, ip: request.ip }, now);
      const inviterName = await mailInvitation(app, issued, request.log);
      request.log.info({ actorId: viewer.userId, corporationId: id, invitationId }, 'corporation invitation resent');
      return { invitation: presentInvitation(issued.invitation, inviterName, now) };
    },
  );
});

/** /api/sejong/v1/invitations/{token}: what a link offers, and accepting it (signed in). */
export const invitationLinks = resource('/invitations', async (app) => {
  app.get(
    '/:token',
    {
      schema: {
        tags,
        summary: '초대 링크 확인',
        description: '로그인한 사용자가 링크로 받은 초대를 확인합니다. acceptable이 false이면 blockedBy(오류 코드)와 blockedMessage가 수락할 수 없는 이유입니다.',
        security,
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const row = await invitationByToken(app.db.db, request.params.token);
      if (!row) throw new AppError('INVITATION_NOT_FOUND');
      const [corporation] = await app.db.db.select({ name: schema.corporations.name }).from(schema.corporations).where(eq(schema.corporations.id, row.corporationId));
      if (!corporation) throw new AppError('INVITATION_NOT_FOUND');
      const now = new Date(app.clock());
      const blockedBy = await acceptBlocker(app.db.db, row, viewer, now);
      return {
        corporationName: corporation.name,
        invitedBy: await nicknameOf(app, row.invitedBy),
        email: row.email,
        expiresAt: row.expiresAt.toISOString(),
        status: effectiveStatus(row, now),
        acceptable: blockedBy === null,
        blockedBy,
        blockedMessage: blockerMessage(blockedBy),
      };
    },
  );

  app.post(
    '/:token/accept',
    {
      schema: {
        tags,
        summary: '초대 수락',
        description:
          '한 번만 쓸 수 있습니다(INVITATION_USED). 만료(INVITATION_EXPIRED), 취소(INVITATION_REVOKED), 다른 이메일 계정(INVITATION_EMAIL_MISMATCH), ' +
          '이미 법인 소속(ALREADY_IN_CORPORATION), 개인 자동결제 진행 중(CORPORATION_JOIN_SUBSCRIPTION_ACTIVE), 좌석 없음(SEAT_LIMIT_REACHED).',
        security,
        params: invitationTokenParamsSchema,
        response: { 200: acceptInvitationResponseSchema, ...linkErrors },
      },
    },
    async (request) => {
      const viewer = await app.requireUser(request);
      const result = await acceptInvitation(app.db.db, request.params.token, { userId: viewer.userId, ip: request.ip }, new Date(app.clock()));
      request.log.info({ actorId: viewer.userId, corporationId: result.corporationId }, 'corporation invitation accepted');
      return result;
    },
  );
});
