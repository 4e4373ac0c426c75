import multipart from '@fastify/multipart';
import {
  AppError, adminEventListQuerySchema, adminEventListResponseSchema, adminEventMaterialResponseSchema, adminEventResponseSchema, adminRegistrationCancelResultSchema,
  adminRegistrationListQuerySchema, adminRegistrationListResponseSchema, adminRegistrationParamsSchema, contentHref, errorEnvelopeSchema, EVENT_MATERIAL_KINDS,
  EVENT_MATERIAL_MAX_BYTES, eventInputSchema, eventMaterialParamsSchema, eventMaterialUploadFieldsSchema, eventParamsSchema, toSeoulLocal, type AdminEventResponse,
} from '@spi/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TAGS } from '../../../../cache/content-tags';
import { eventDeps } from '../../../../commands/events/deps';
import { eventFileStorage, removeEventFiles } from '../../../../commands/events/event-files';
import { cancelEventRegistrations, cancelRegistration, fillFreeSeats } from '../../../../commands/events/registrations';
import { addMaterial, createEvent, deleteEvent, deleteMaterial, updateEvent } from '../../../../commands/events/save-event';
import {
  eventIdOf, loadAdminEventPage, loadAdminRegistrations, loadEvent, loadMaterials, loadRegistrationById, loadRegistrationCounts, loadWaitlistPositions,
} from '../../../../loaders/events/load-events';
import { buildRegistrationCsv, presentAdminEvent, presentAdminEventListItem, presentAdminMaterial, presentAdminRegistration } from '../../../../presenters/events/event';
import { errorResponses } from '../../../responses';
import { sendEventFile } from '../events';
import { formValidationError, readMultipartForm } from '../events/multipart-form';
import { closeConnectionOnError, security } from './shared';

const tags = ['admin-events'];

function idOf(raw: string): number {
  const id = eventIdOf(raw);
  if (id === null) throw new AppError('EVENT_NOT_FOUND');
  return id;
}

/** The signed-in editor (the group hook already checked the role). */
async function editorOf(app: FastifyInstance, request: FastifyRequest): Promise<{ userId: string; ip: string }> {
  const viewer = await app.requireUser(request);
  return { userId: viewer.userId, ip: request.ip };
}

async function adminEvent(app: FastifyInstance, id: number): Promise<AdminEventResponse> {
  const event = await loadEvent(app.db.db, id);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  const [counts, materials] = await Promise.all([loadRegistrationCounts(app.db.db, [id]), loadMaterials(app.db.db, id)]);
  return {
    event: presentAdminEvent(event),
    counts: counts.get(id) ?? { confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 0 },
    materials: materials.map(presentAdminMaterial),
    href: contentHref('EVENT', String(id)),
  };
}

/** /admin/events: editors create and edit events, upload materials, see and export registrations (ADR 020). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Only this scope parses multipart bodies: one material file and its two fields.
  await app.register(multipart, { limits: { fileSize: EVENT_MATERIAL_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 600, parts: 3, headerPairs: 100 } });
  const now = () => new Date(app.clock());
  const notify = () => void app.contentChangeNotifier.notify([CONTENT_TAGS.events]);

  app.get('/events', {
    schema: { tags, summary: '이벤트 목록 (모든 상태, 검색, 신청 현황)', security, querystring: adminEventListQuerySchema, response: { 200: adminEventListResponseSchema, ...errorResponses(400, 401, 403) } },
  }, async (request) => {
    const query = request.query;
    const at = now();
    const { rows, total, counts } = await loadAdminEventPage(app.db.db, query, at);
    return {
      data: rows.map((row) => presentAdminEventListItem(row, counts.get(row.id), at)),
      pagination: { page: query.page, size: query.size, total, pages: Math.max(1, Math.ceil(total / query.size)) },
    };
  });

  app.post('/events', {
    schema: {
      tags,
      summary: '이벤트 추가',
      description: '시각은 YYYY-MM-DDTHH:mm(서울 시각) 또는 오프셋이 있는 ISO 형식입니다. 종료는 시작 뒤, 신청 마감은 시작 전이어야 합니다.',
      security,
      body: eventInputSchema,
      response: { 201: adminEventResponseSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const actor = await editorOf(app, request);
    const id = await createEvent(app.db.db, request.body, actor.userId, now());
    notify();
    return reply.code(201).send(await adminEvent(app, id));
  });

  app.get('/events/:eventId', {
    schema: { tags, summary: '이벤트 편집용 레코드, 신청 현황, 자료', security, params: eventParamsSchema, response: { 200: adminEventResponseSchema, ...errorResponses(401, 403, 404) } },
  }, async (request) => adminEvent(app, idOf(request.params.eventId)));

  app.put('/events/:eventId', {
    schema: {
      tags,
      summary: '이벤트 수정',
      description: '정원을 이미 자리를 가진 신청자 수보다 줄이면 409 EVENT_CAPACITY_BELOW_CONFIRMED입니다. 정원을 늘리면 대기 명단이 순서대로 자리를 받습니다. 공개 상태를 취소됨으로 바꾸면 모든 신청이 취소되고(유료 신청은 전액 환불) 신청자에게 메일이 갑니다.',
      security,
      params: eventParamsSchema,
      body: eventInputSchema,
      response: { 200: adminEventResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const editor = await editorOf(app, request);
    const id = idOf(request.params.eventId);
    const { seatsAdded, cancelled } = await updateEvent(app.db.db, id, request.body, now());
    if (cancelled) await cancelEventRegistrations(eventDeps(app), id, editor);
    else if (seatsAdded) await fillFreeSeats(eventDeps(app), id);
    notify();
    return adminEvent(app, id);
  });

  app.delete('/events/:eventId', {
    schema: {
      tags,
      summary: '이벤트 삭제 (신청자가 없을 때만)',
      description: '대기·확정·결제 대기 신청이 있으면 409 CONFLICT입니다: 공개 상태를 취소됨으로 바꿔 행사를 취소하세요.',
      security,
      params: eventParamsSchema,
      response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await editorOf(app, request);
    const keys = await deleteEvent(app.db.db, idOf(request.params.eventId));
    await removeEventFiles(eventFileStorage(app.config), keys, request.log);
    notify();
    return reply.code(204).send(null);
  });

  app.post('/events/:eventId/materials', {
    onSend: closeConnectionOnError,
    schema: {
      tags,
      summary: '이벤트 자료 올리기 (multipart/form-data)',
      description: '필드 title, registrantsOnly(true/false)와 file 하나. 형식은 내용으로 판별합니다: PDF, PPTX, DOCX, XLSX, ZIP (그 밖에는 415 EVENT_FILE_INVALID), 50MB 이하 (넘으면 413 EVENT_FILE_TOO_LARGE).',
      security,
      consumes: ['multipart/form-data'],
      params: eventParamsSchema,
      response: { 201: adminEventMaterialResponseSchema, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await editorOf(app, request);
    const eventId = idOf(request.params.eventId);
    const form = await readMultipartForm(request, { fields: ['title', 'registrantsOnly'], fileField: 'file', kinds: EVENT_MATERIAL_KINDS, maxBytes: EVENT_MATERIAL_MAX_BYTES });
    const fields = eventMaterialUploadFieldsSchema.safeParse(form.fields);
    if (!fields.success) throw formValidationError(fields.error.issues);
    if (!form.file) throw formValidationError([{ path: ['file'], message: '올릴 파일을 선택해 주세요.' }]);
    const materialId = await addMaterial(app.db.db, eventFileStorage(app.config), { eventId, ...fields.data, fileName: form.file.fileName, bytes: form.file.bytes }, now(), request.log);
    notify();
    const material = (await loadMaterials(app.db.db, eventId)).find((m) => m.id === materialId);
    if (!material) throw new AppError('EVENT_MATERIAL_NOT_FOUND');
    return reply.code(201).send({ material: presentAdminMaterial(material) });
  });

  app.delete('/events/:eventId/materials/:materialId', {
    schema: { tags, summary: '이벤트 자료 삭제', security, params: eventMaterialParamsSchema, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    await editorOf(app, request);
    const materialId = eventIdOf(request.params.materialId);
    if (materialId === null) throw new AppError('EVENT_MATERIAL_NOT_FOUND');
    await deleteMaterial(app.db.db, eventFileStorage(app.config), idOf(request.params.eventId), materialId, now(), request.log);
    notify();
    return reply.code(204).send(null);
  });

  app.get('/events/:eventId/registrations', {
    schema: {
      tags,
      summary: '신청자 목록 (상태 필터, 검색, 페이지)',
      security,
      params: eventParamsSchema,
      querystring: adminRegistrationListQuerySchema,
      response: { 200: adminRegistrationListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const id = idOf(request.params.eventId);
    const event = await loadEvent(app.db.db, id);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const query = request.query;
    const [{ rows, total, positions }, counts] = await Promise.all([
      loadAdminRegistrations(app.db.db, id, query, query.page, query.size),
      loadRegistrationCounts(app.db.db, [id]),
    ]);
    return {
      event: presentAdminEventListItem(event, counts.get(id), now()),
      data: rows.map((r) => presentAdminRegistration(r.registration, positions.get(r.registration.id) ?? null, r.orderStatus)),
      pagination: { page: query.page, size: query.size, total, pages: Math.max(1, Math.ceil(total / query.size)) },
    };
  });

  app.get('/events/:eventId/registrations.csv', {
    schema: {
      tags,
      summary: '신청자 CSV 내려받기 (UTF-8 BOM, 엑셀에서 한글이 깨지지 않습니다)',
      security,
      params: eventParamsSchema,
      querystring: adminRegistrationListQuerySchema,
      response: { ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const id = idOf(request.params.eventId);
    const event = await loadEvent(app.db.db, id);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const { rows } = await loadAdminRegistrations(app.db.db, id, request.query, 1, null);
    const fileName = `event-${id}-registrations-${toSeoulLocal(now()).slice(0, 10).replaceAll('-', '')}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(buildRegistrationCsv(rows.map((r) => r.registration)) as never);
  });

  app.get('/events/:eventId/registrations/:registrationId/file', {
    schema: { tags, summary: '신청자가 올린 파일 내려받기', security, params: adminRegistrationParamsSchema, response: { ...errorResponses(401, 403, 404) } },
  }, async (request, reply) => {
    const registration = await loadRegistrationById(app.db.db, idOf(request.params.eventId), request.params.registrationId);
    if (!registration?.attendeeFileKey || !registration.attendeeFileName) throw new AppError('EVENT_REGISTRATION_NOT_FOUND', '올린 파일이 없습니다.');
    return sendEventFile(app, request, reply, registration.attendeeFileKey, registration.attendeeFileName, registration.attendeeFileType ?? 'application/octet-stream');
  });

  app.post('/events/:eventId/registrations/:registrationId/cancel', {
    schema: {
      tags,
      summary: '신청 취소 (운영진): 자리가 풀리면 대기 명단이 순서대로 자리를 받습니다',
      description: '유료 신청은 시기와 관계없이 전액 환불합니다.',
      security,
      params: adminRegistrationParamsSchema,
      response: { 200: adminRegistrationCancelResultSchema, ...errorResponses(401, 403, 404, 409) },
    },
  }, async (request) => {
    const actor = await editorOf(app, request);
    const eventId = idOf(request.params.eventId);
    const registrationId = eventIdOf(request.params.registrationId);
    if (registrationId === null) throw new AppError('EVENT_REGISTRATION_NOT_FOUND');
    try {
      const result = await cancelRegistration(eventDeps(app), { eventId, registrationId, byEditor: true, actor });
      const positions = await loadWaitlistPositions(app.db.db, eventId);
      const { rows } = await loadAdminRegistrations(app.db.db, eventId, { status: [], q: undefined }, 1, null);
      const orderStatus = rows.find((r) => r.registration.id === registrationId)?.orderStatus ?? null;
      return { registration: presentAdminRegistration(result.registration, positions.get(result.registration.id) ?? null, orderStatus), refund: result.refund, promoted: result.promoted };
    } finally {
      notify();
    }
  });
};

export default routes;
