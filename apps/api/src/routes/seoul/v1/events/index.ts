import multipart from '@fastify/multipart';
import {
  AppError, EVENT_ATTENDEE_FILE_FIELD, EVENT_ATTENDEE_FILE_KINDS, EVENT_ATTENDEE_FILE_MAX_BYTES, EVENT_REFUND_DEADLINE_HOURS, EVENT_REGISTRATION_FORM,
  errorEnvelopeSchema, eventCancellationResultSchema, eventDetailResponseSchema, eventListQuerySchema, eventListResponseSchema, eventMaterialParamsSchema,
  eventMeResponseSchema, eventParamsSchema, eventPriceFor, eventRefundDeadline, eventRegistrationFileResponseSchema, eventRegistrationFormSchema,
  eventRegistrationResultSchema, myRegistrationsQuerySchema, myRegistrationsResponseSchema, type Principal,
} from '@spi/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { eventDeps } from '../../../../commands/events/deps';
import { eventFileStorage } from '../../../../commands/events/event-files';
import { eventIcs } from '../../../../commands/events/event-mail';
import { cancelRegistration, registerForEvent, replaceAttendeeFile, settleViewerHold } from '../../../../commands/events/registrations';
import {
  eventIdOf, hasActivePaymentMethod, loadEvent, loadMaterial, loadMaterials, loadMyRegistrations, loadPublicEvent, loadRegistrationCounts, loadRegistrationOf, loadWaitlistPositions,
  loadEventPage, type EventRow,
} from '../../../../loaders/events/load-events';
import { presentEventDetail, presentEventListItem, presentRegistration, seatCounts } from '../../../../presenters/events/event';
import { closeConnectionOnError } from '../admin/shared';
import { attachmentDisposition } from '../funds';
import { errorResponses } from '../../../responses';
import { resource } from '../../../route-group';
import { formValidationError, readMultipartForm } from './multipart-form';

const tags = ['events'];
/** Guests share one cached answer per URL (tag `events`); a signed-in viewer's answer is private. */
const EVENT_CACHE = { tags: () => [CONTENT_TAGS.events], guestOnly: true };
const OPTIONAL_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}];
const REQUIRED_AUTH: Array<Record<string, string[]>> = [{ bearerAuth: [] }];
const FIELD_MAX = 2000;

export function isStaff(principal: Principal): boolean {
  return principal.serverRoles.includes('EDITOR') || principal.serverRoles.includes('ADMIN');
}

/** A paid (or coupon, or corporate) membership is in force. */
function hasMembership(principal: Principal): boolean {
  return principal.tier !== 'NONE';
}

async function publicEventOf(app: FastifyInstance, rawId: string): Promise<EventRow> {
  const event = await loadPublicEvent(app.db.db, rawId);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  return event;
}

/** Streams a private event file with safe headers. */
export async function sendEventFile(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string, fileName: string, contentType: string) {
  const file = await eventFileStorage(app.config).get(key);
  if (!file?.stream) {
    request.log.error({ key }, 'event file is missing from the storage');
    throw new AppError('EVENT_MATERIAL_NOT_FOUND', '파일을 찾을 수 없습니다.');
  }
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return reply
    .header('content-type', contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(`SPI_event_file.${extension}`, fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream as never);
}

/** /api/seoul/v1/events: 이벤트 — list, pages, the viewer's registration, materials, .ics (ADR 020). */
export default resource('/events', async (app) => {
  // Only this scope parses multipart bodies: the registration form (text fields and one attendee file).
  await app.register(multipart, {
    // Room for a few unknown fields, so they are refused by name (400) rather than by count (413).
    limits: { fileSize: EVENT_ATTENDEE_FILE_MAX_BYTES + 1, files: 1, fields: 20, fieldSize: FIELD_MAX, parts: 21, headerPairs: 100 },
  });
  const now = () => new Date(app.clock());
  const notify = () => void app.contentChangeNotifier.notify([CONTENT_TAGS.events]);
  const signedIn = async (request: FastifyRequest) => {
    await app.requireUser(request);
  };

  app.get('/', {
    config: { cache: EVENT_CACHE },
    schema: {
      tags,
      summary: '이벤트 목록: 예정/지난 이벤트, 유형·월 필터, 페이지',
      description: '공개(PUBLISHED)와 취소된(CANCELLED) 이벤트만 보입니다. when=upcoming(기본, 끝나지 않은 이벤트, 빠른 순) 또는 past(끝난 이벤트, 최근 순). months는 월 필터에 쓸 수 있는 달입니다.',
      security: OPTIONAL_AUTH,
      querystring: eventListQuerySchema,
      response: { 200: eventListResponseSchema, ...errorResponses(400) },
    },
  }, async (request) => {
    const query = request.query;
    const at = now();
    const { rows, total, months, counts } = await loadEventPage(app.db.db, query, at);
    return {
      data: rows.map((row) => presentEventListItem(row, counts.get(row.id), at)),
      months,
      pagination: { page: query.page, size: query.size, total, pages: Math.max(1, Math.ceil(total / query.size)) },
    };
  });

  app.get('/my-registrations', {
    preValidation: signedIn,
    schema: {
      tags,
      summary: '내 이벤트 신청 내역 (예정/지난)',
      security: REQUIRED_AUTH,
      querystring: myRegistrationsQuerySchema,
      response: { 200: myRegistrationsResponseSchema, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const viewer = await app.requireUser(request);
    const { when, page, size } = request.query;
    const at = now();
    const result = await loadMyRegistrations(app.db.db, viewer.userId, when, page, size, at);
    return {
      data: result.rows.map(({ registration, event }) => ({
        registration: presentRegistration(registration, result.positions.get(registration.id) ?? null),
        event: presentEventListItem(event, result.counts.get(event.id), at),
      })),
      pagination: { page, size, total: result.total, pages: Math.max(1, Math.ceil(result.total / size)) },
    };
  });

  app.get('/:eventId', {
    config: { cache: EVENT_CACHE },
    schema: {
      tags,
      summary: '이벤트 상세: 일정, 장소, 연사, 프로그램, 자료, 캘린더 추가',
      description: '없는 ID나 형식이 맞지 않는 ID는 404 EVENT_NOT_FOUND입니다. 온라인 접속 링크는 여기에 없고, 참가가 확정된 회원에게만 /me에서 보입니다.',
      security: OPTIONAL_AUTH,
      params: eventParamsSchema,
      response: { 200: eventDetailResponseSchema, ...errorResponses(404) },
    },
  }, async (request) => {
    const event = await publicEventOf(app, request.params.eventId);
    const [counts, materials] = await Promise.all([loadRegistrationCounts(app.db.db, [event.id]), loadMaterials(app.db.db, event.id)]);
    return { event: presentEventDetail(event, counts.get(event.id), materials, now(), app.config.publicOrigin) };
  });

  app.get('/:eventId/me', {
    preValidation: signedIn,
    schema: {
      tags,
      summary: '이 이벤트에서 나의 신청 상태, 내 참가비, 실시간 잔여석',
      security: REQUIRED_AUTH,
      params: eventParamsSchema,
      response: { 200: eventMeResponseSchema, ...errorResponses(401, 404) },
    },
  }, async (request) => {
    const viewer = await app.requireUser(request);
    const event = await publicEventOf(app, request.params.eventId);
    const deps = eventDeps(app);
    const registration = await settleViewerHold(deps, event.id, await loadRegistrationOf(app.db.db, event.id, viewer.userId));
    const [counts, positions, hasCard] = await Promise.all([
      loadRegistrationCounts(app.db.db, [event.id]),
      registration?.status === 'WAITLISTED' ? loadWaitlistPositions(app.db.db, event.id) : Promise.resolve(new Map<number, number>()),
      hasActivePaymentMethod(app.db.db, viewer.userId),
    ]);
    const at = now();
    const seats = seatCounts(event, counts.get(event.id), at);
    const member = hasMembership(viewer.principal);
    const active = registration !== null && registration.status !== 'CANCELLED';
    const beforeStart = at.getTime() < event.startsAt.getTime();
    return {
      registration: registration ? presentRegistration(registration, positions.get(registration.id) ?? null) : null,
      priceForViewer: eventPriceFor(event, member),
      hasMembership: member,
      hasPaymentMethod: hasCard,
      availability: seats.availability,
      availabilityLabel: seats.availabilityLabel,
      seatsTaken: seats.seatsTaken,
      seatsLeft: seats.seatsLeft,
      waitlisted: seats.waitlisted,
      onlineUrl: registration?.status === 'CONFIRMED' && event.format !== 'OFFLINE' && event.status === 'PUBLISHED' && event.onlineUrl ? event.onlineUrl : null,
      canCancel: active && registration.status !== 'PENDING_PAYMENT' && beforeStart,
      refundable: active && registration.status === 'CONFIRMED' && registration.amountWon > 0 && registration.orderId !== null && at.getTime() <= eventRefundDeadline(event.startsAt).getTime(),
    };
  });

  app.get('/:eventId/calendar.ics', {
    config: { cache: EVENT_CACHE },
    schema: {
      tags,
      summary: '캘린더 파일 (.ics, RFC 5545)',
      description: 'text/calendar; charset=utf-8 첨부 파일입니다. 일정 앱에서 열면 일정에 추가됩니다.',
      security: OPTIONAL_AUTH,
      params: eventParamsSchema,
      response: { ...errorResponses(404) },
    },
  }, async (request, reply) => {
    const event = await publicEventOf(app, request.params.eventId);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`spi-event-${event.id}.ics`, `spi-event-${event.id}.ics`))
      .send(eventIcs(event, app.config.publicOrigin, now()) as never);
  });

  app.get('/:eventId/materials/:materialId', {
    schema: {
      tags,
      summary: '이벤트 자료 내려받기',
      description: '참가자 전용 자료(registrantsOnly)는 로그인하지 않으면 401, 참가가 확정되지 않았으면 403 EVENT_MATERIAL_REGISTRANTS_ONLY입니다. 운영진은 언제나 받을 수 있습니다.',
      security: OPTIONAL_AUTH,
      params: eventMaterialParamsSchema,
      response: { ...errorResponses(401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = await request.viewer();
    const staff = isStaff(viewer.principal);
    // Editors may fetch the materials of a draft too (to check an upload before publishing).
    const draftId = staff ? eventIdOf(request.params.eventId) : null;
    const draft = draftId !== null ? await loadEvent(app.db.db, draftId) : null;
    const event = draft ?? (await publicEventOf(app, request.params.eventId));
    const material = await loadMaterial(app.db.db, event.id, request.params.materialId);
    if (!material) throw new AppError('EVENT_MATERIAL_NOT_FOUND');
    if (material.registrantsOnly && !staff) {
      if (!viewer.userId) throw new AppError('UNAUTHENTICATED');
      const registration = await loadRegistrationOf(app.db.db, event.id, viewer.userId);
      if (registration?.status !== 'CONFIRMED') throw new AppError('EVENT_MATERIAL_REGISTRANTS_ONLY');
    }
    return sendEventFile(app, request, reply, material.storageKey, material.fileName, material.contentType);
  });

  app.post('/:eventId/registrations', {
    preValidation: signedIn,
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: '참가 신청 (multipart/form-data)',
      description: [
        '필드 name, email, phone, company, jobTitle, note와 선택 파일 file (PDF, PPTX, DOCX, XLSX, JPG, PNG를 내용으로 판별, 10MB 이하).',
        '자리가 있으면 CONFIRMED, 정원이 찼고 대기 자리가 있으면 WAITLISTED, 둘 다 없으면 409 EVENT_FULL.',
        '참가비가 있으면(유료, 또는 멤버십이 없는 회원의 멤버십 회원 무료 행사) 등록된 카드로 바로 결제합니다: 카드가 없으면 409 PAYMENT_METHOD_REQUIRED, 결제가 거절되면 자리가 풀리고 402 CARD_DECLINED 등.',
        `행사 시작 ${EVENT_REFUND_DEADLINE_HOURS}시간 전까지 취소하면 전액 환불되고, 그 뒤에는 환불되지 않습니다.`,
      ].join(' '),
      security: REQUIRED_AUTH,
      consumes: ['multipart/form-data'],
      params: eventParamsSchema,
      response: { 201: eventRegistrationResultSchema, 402: errorEnvelopeSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errorResponses(400, 401, 404, 409) },
    },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    const event = await publicEventOf(app, request.params.eventId);
    const form = await readMultipartForm(request, { fields: EVENT_REGISTRATION_FORM, fileField: EVENT_ATTENDEE_FILE_FIELD, kinds: EVENT_ATTENDEE_FILE_KINDS, maxBytes: EVENT_ATTENDEE_FILE_MAX_BYTES });
    const parsed = eventRegistrationFormSchema.safeParse(form.fields);
    if (!parsed.success) throw formValidationError(parsed.error.issues);
    try {
      const result = await registerForEvent(eventDeps(app), { eventId: event.id, userId: viewer.userId, form: parsed.data, hasMembership: hasMembership(viewer.principal), file: form.file });
      const message = result.outcome === 'CONFIRMED'
        ? result.registration.amountWon > 0
          ? `참가비 ${result.registration.amountWon.toLocaleString('ko-KR')}원을 결제하고 참가 신청을 확정했습니다. 확인 메일을 보냈습니다.`
          : '참가 신청이 확정되었습니다. 확인 메일을 보냈습니다.'
        : result.outcome === 'WAITLISTED'
          ? `정원이 차서 대기 명단에 올렸습니다${result.waitlistPosition ? ` (대기 ${result.waitlistPosition}번)` : ''}. 자리가 나면 메일로 알려 드립니다.`
          : '결제 결과를 확인하고 있습니다. 확인되는 대로 참가 신청이 확정됩니다.';
      return reply.code(201).send({ registration: presentRegistration(result.registration, result.waitlistPosition), outcome: result.outcome, message });
    } finally {
      notify();
    }
  });

  app.delete('/:eventId/registrations/me', {
    preValidation: signedIn,
    schema: {
      tags,
      summary: '내 참가 신청 취소 (대기 1번이 자리를 넘겨받습니다)',
      description: `행사 시작 ${EVENT_REFUND_DEADLINE_HOURS}시간 전까지 취소한 유료 신청은 전액 환불되고, 그 뒤에는 환불되지 않습니다. 시작한 뒤에는 취소할 수 없습니다 (409 EVENT_REGISTRATION_CLOSED).`,
      security: REQUIRED_AUTH,
      params: eventParamsSchema,
      response: { 200: eventCancellationResultSchema, ...errorResponses(401, 404, 409) },
    },
  }, async (request) => {
    const viewer = await app.requireUser(request);
    const event = await publicEventOf(app, request.params.eventId);
    try {
      const result = await cancelRegistration(eventDeps(app), { eventId: event.id, userId: viewer.userId, byEditor: false, actor: { userId: viewer.userId, ip: request.ip } });
      const message = result.refund.refunded
        ? `참가 신청을 취소하고 참가비 ${result.refund.amountWon.toLocaleString('ko-KR')}원을 환불했습니다.`
        : result.refund.reason
          ? `참가 신청을 취소했습니다. ${result.refund.reason}`
          : '참가 신청을 취소했습니다.';
      return { registration: presentRegistration(result.registration), refund: result.refund, message };
    } finally {
      notify();
    }
  });

  app.put('/:eventId/registrations/me/file', {
    preValidation: signedIn,
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: '내 참가자 파일 바꾸기 (multipart/form-data, file 하나)',
      security: REQUIRED_AUTH,
      consumes: ['multipart/form-data'],
      params: eventParamsSchema,
      response: { 200: eventRegistrationFileResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errorResponses(400, 401, 404) },
    },
  }, async (request) => {
    const viewer = await app.requireUser(request);
    const event = await publicEventOf(app, request.params.eventId);
    const form = await readMultipartForm(request, { fields: [], fileField: EVENT_ATTENDEE_FILE_FIELD, kinds: EVENT_ATTENDEE_FILE_KINDS, maxBytes: EVENT_ATTENDEE_FILE_MAX_BYTES });
    if (!form.file) throw formValidationError([{ path: [EVENT_ATTENDEE_FILE_FIELD], message: '올릴 파일을 선택해 주세요.' }]);
    const row = await replaceAttendeeFile(eventDeps(app), event.id, viewer.userId, form.file);
    const positions = row.status === 'WAITLISTED' ? await loadWaitlistPositions(app.db.db, event.id) : new Map<number, number>();
    return { registration: presentRegistration(row, positions.get(row.id) ?? null) };
  });

  app.get('/:eventId/registrations/me/file', {
    preValidation: signedIn,
    schema: { tags, summary: '내가 올린 참가자 파일 내려받기', security: REQUIRED_AUTH, params: eventParamsSchema, response: { ...errorResponses(401, 404) } },
  }, async (request, reply) => {
    const viewer = await app.requireUser(request);
    const event = await publicEventOf(app, request.params.eventId);
    const registration = await loadRegistrationOf(app.db.db, event.id, viewer.userId);
    if (!registration?.attendeeFileKey || !registration.attendeeFileName) throw new AppError('EVENT_REGISTRATION_NOT_FOUND', '올린 파일이 없습니다.');
    return sendEventFile(app, request, reply, registration.attendeeFileKey, registration.attendeeFileName, registration.attendeeFileType ?? 'application/octet-stream');
  });
});

