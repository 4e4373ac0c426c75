import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVENT_ATTENDEE_FILE_MAX_BYTES, EVENT_REGISTRATION_CSV_COLUMNS } from '@spi/core';
import { schema, type DbHandle } from '@spi/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { detectFileKind } from '../src/content/file-kind';
import { DAY, DOCX, form, HOUR, insertEvent, JPEG, multipartBody, parseIcs, PDF, PNG, PPTX, T0, zip } from './events-fixtures';
import { buildUser, csrfCookies, csrfHeaders } from './factories';
import { sessionOf } from './sessions';
import { buildTestApp, createTestDb, DB_KINDS, FakeClock } from './helpers';

const V1 = '/api/seoul/v1';

describe('event file kinds', () => {
  it('knows PDF, PPTX, DOCX, XLSX, JPEG, PNG and ZIP by content only', () => {
    expect(detectFileKind(PDF)).toBe('pdf');
    expect(detectFileKind(PPTX)).toBe('pptx');
    expect(detectFileKind(DOCX)).toBe('docx');
    expect(detectFileKind(zip({ 'xl/workbook.xml': '<x/>' }))).toBe('xlsx');
    expect(detectFileKind(zip({ 'a.txt': 'x' }))).toBe('zip');
    expect(detectFileKind(JPEG)).toBe('jpeg');
    expect(detectFileKind(PNG)).toBe('png');
    expect(detectFileKind(Buffer.from('PK\u0003\u0004 broken zip with no directory......'))).toBeNull();
    expect(detectFileKind(Buffer.from('<html>not a file</html>'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(DB_KINDS)('events API (%s)', (kind) => {
  let db: DbHandle;
  let app: ApiApp;
  let dir: string;
  const clock = new FakeClock(T0);
  const users: Record<string, { id: string; headers: Record<string, string> }> = {};

  beforeAll(async () => {
    db = await createTestDb(kind);
    dir = await mkdtemp(path.join(tmpdir(), 'spi-events-'));
    app = await buildTestApp({ db, clock: clock.now, config: { fundReportsDir: path.join(dir, 'fund-reports'), publicOrigin: 'https://spi.example' } });
    const make = async (name: string, fixture: Parameters<typeof buildUser>[1] = {}) => {
      const id = await buildUser(db, { nickname: name, email: `${name.toLowerCase()}@example.com`, ...fixture });
      users[name] = { id, headers: { ...(await sessionOf(app, id)).headers, ...csrfHeaders } };
    };
    await make('member');
    await make('light', { membership: { name: '라이트', tierCode: 'LIGHT' } });
    await make('editor', { roles: ['ROLE_EDITOR'] });
    for (let i = 0; i < 12; i++) await make(`u${i}`);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: unknown) =>
    app.inject({ method, url: `${V1}${url}`, headers: who ? users[who]!.headers : csrfHeaders, cookies: csrfCookies, ...(payload === undefined ? {} : { payload: payload as never }) });
  const register = (eventId: number, who: string | undefined, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
    const body = multipartBody(fields, file);
    return app.inject({ method: 'POST', url: `${V1}/events/${eventId}/registrations`, headers: { ...(who ? users[who]!.headers : csrfHeaders), ...body.headers }, cookies: csrfCookies, payload: body.payload });
  };
  const registrationsOf = (eventId: number) => db.db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.eventId, eventId));
  const mailsOf = (registrationId: number) => db.db.select().from(schema.mailOutbox).where(like(schema.mailOutbox.dedupeKey, `event-%:${registrationId}:%`)).orderBy(schema.mailOutbox.createdAt);

  const editorEvent = {
    title: '2027 오피스 시장 전망 컨퍼런스',
    summary: '권역별 공급과 임대료',
    description: '설명',
    type: 'CONFERENCE',
    format: 'HYBRID',
    status: 'PUBLISHED',
    startsAt: '2026-12-10T14:00',
    endsAt: '2026-12-10T17:30',
    registrationClosesAt: '2026-12-09T18:00',
    venueName: '가상 컨벤션홀',
    venueAddress: '서울 강남구 테헤란로 100',
    onlineUrl: 'https://meet.example.com/spi-2027',
    host: 'SPI 리서치',
    capacity: 100,
    waitlistCapacity: 10,
    pricePolicy: 'MEMBERS_FREE',
    priceWon: 50000,
    speakers: [{ name: '이연사', title: '상무', organization: '가상리서치' }],
    agenda: [{ time: '14:00', title: '기조연설', speaker: '이연사' }],
    tags: ['오피스', '전망'],
    coverUrl: '',
    attendeeFileLabel: '',
    attendeeFileRequired: false,
  };

  describe('admin', () => {
    it('guests 401 and members 403 on every admin route, before the body is read', async () => {
      for (const [method, url] of [['GET', '/admin/events'], ['POST', '/admin/events'], ['PUT', '/admin/events/1'], ['DELETE', '/admin/events/1'], ['GET', '/admin/events/1/registrations.csv']] as const) {
        expect((await req(method, url, undefined, method === 'POST' || method === 'PUT' ? { junk: true } : undefined)).statusCode, `${method} ${url}`).toBe(401);
        expect((await req(method, url, 'member', method === 'POST' || method === 'PUT' ? { junk: true } : undefined)).statusCode, `${method} ${url}`).toBe(403);
      }
    });

    let createdId = '';
    it('creates an event: Seoul wall-clock times stored as instants, search document written, DRAFT hidden from the public', async () => {
      const res = await req('POST', '/admin/events', 'editor', editorEvent);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      createdId = body.event.id;
      expect(body.event).toMatchObject({ title: editorEvent.title, startsAt: '2026-12-10T05:00:00.000Z', endsAt: '2026-12-10T08:30:00.000Z', registrationClosesAt: '2026-12-09T09:00:00.000Z', onlineUrl: 'https://meet.example.com/spi-2027' });
      expect(body.counts).toEqual({ confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 0 });
      expect(body.href).toBe(`/event/${createdId}`);
      const docs = await db.db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'EVENT'), eq(schema.searchDocuments.contentId, createdId)));
      expect(docs).toHaveLength(1);

      const draft = await req('POST', '/admin/events', 'editor', { ...editorEvent, title: '비공개 초안', status: 'DRAFT' });
      expect(draft.statusCode).toBe(201);
      expect((await req('GET', `/events/${draft.json().event.id}`)).statusCode).toBe(404);
      const list = await req('GET', '/admin/events?status=DRAFT', 'editor');
      expect(list.json().data.map((e: { title: string }) => e.title)).toEqual(['비공개 초안']);
      expect((await req('GET', '/admin/events?q=오피스', 'editor')).json().data.map((e: { id: string }) => e.id)).toContain(createdId);
    });

    it('refuses bad input with Korean messages per field', async () => {
      const res = await req('POST', '/admin/events', 'editor', {
        ...editorEvent,
        title: '',
        endsAt: '2026-12-10T13:00',
        registrationClosesAt: '2026-12-11T10:00',
        onlineUrl: 'http://insecure.example.com',
        capacity: 0,
        priceWon: 0,
        agenda: [{ time: '25:00', title: '오류', speaker: '' }],
      });
      expect(res.statusCode).toBe(400);
      const paths = res.json().error.details.issues.map((i: { path: string }) => i.path);
      expect(paths).toEqual(expect.arrayContaining(['title', 'capacity', 'agenda.0.time']));
      const second = await req('POST', '/admin/events', 'editor', { ...editorEvent, endsAt: '2026-12-10T13:00', registrationClosesAt: '2026-12-11T10:00', onlineUrl: 'http://x.example', priceWon: 0 });
      const messages = Object.fromEntries(second.json().error.details.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
      expect(messages).toMatchObject({
        endsAt: '종료 일시는 시작 일시보다 뒤여야 합니다.',
        registrationClosesAt: '신청 마감 일시는 시작 일시와 같거나 앞서야 합니다.',
        onlineUrl: '온라인 링크는 https://로 시작하는 주소여야 합니다.',
        priceWon: '유료 행사는 참가비를 입력해 주세요.',
      });
      for (const body of [{ ...editorEvent, startsAt: '2026-02-31T10:00' }, { ...editorEvent, title: 'a\u0000b' }, { ...editorEvent, capacity: 1e9 }, { ...editorEvent, title: 'x'.repeat(10_000) }]) {
        const bad = await req('POST', '/admin/events', 'editor', body);
        expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      expect((await req('PUT', '/admin/events/99999', 'editor', editorEvent)).statusCode).toBe(404);
      expect((await req('GET', '/admin/events/abc', 'editor')).statusCode).toBe(404);
    });

    it('uploads materials by content (415 otherwise), serves registrants-only ones to seat holders and staff, deletes them', async () => {
      const id = Number(createdId);
      const upload = (bytes: Buffer, filename: string, fields: Record<string, string>, who = 'editor') => {
        const body = multipartBody(fields, { bytes, filename });
        return app.inject({ method: 'POST', url: `${V1}/admin/events/${id}/materials`, headers: { ...users[who]!.headers, ...body.headers }, cookies: csrfCookies, payload: body.payload });
      };
      const open = await upload(PPTX, '발표 자료.pptx', { title: '발표 자료', registrantsOnly: 'false' });
      expect(open.statusCode, open.body).toBe(201);
      expect(open.json().material).toMatchObject({ title: '발표 자료', fileName: '발표 자료.pptx', registrantsOnly: false, contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
      const closed = await upload(PDF, 'handout.pdf', { title: '참가자 전용 핸드아웃', registrantsOnly: 'true' });
      expect(closed.statusCode).toBe(201);
      for (const [bytes, name] of [[PNG, 'x.png'], [Buffer.from('MZ executable pretending'), 'x.pdf']] as const) {
        const bad = await upload(bytes, name, { title: '잘못된 파일' });
        expect(bad.statusCode).toBe(415);
        expect(bad.json().error.code).toBe('EVENT_FILE_INVALID');
      }
      expect((await upload(PDF, 'a.pdf', { title: '' })).statusCode).toBe(400);
      expect((await upload(PDF, 'a.pdf', { title: '자료' }, 'member')).statusCode).toBe(403);

      const detail = (await req('GET', `/events/${id}`)).json().event;
      expect(detail.materials).toHaveLength(2);
      expect(detail).not.toHaveProperty('onlineUrl');
      expect(JSON.stringify(detail)).not.toContain('meet.example.com');
      const openPath = detail.materials[0].downloadPath.replace(V1, '');
      const closedPath = detail.materials[1].downloadPath.replace(V1, '');
      const got = await req('GET', openPath);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PPTX)).toBe(true);
      expect(got.headers['content-disposition']).toContain("filename*=UTF-8''%EB%B0%9C%ED%91%9C");
      expect((await req('GET', closedPath)).statusCode).toBe(401);
      const denied = await req('GET', closedPath, 'member');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.code).toBe('EVENT_MATERIAL_REGISTRANTS_ONLY');
      expect((await req('GET', closedPath, 'editor')).rawPayload.equals(PDF)).toBe(true);
      expect((await register(id, 'light', form('Light'))).statusCode).toBe(201);
      expect((await req('GET', closedPath, 'light')).statusCode).toBe(200);

      const del = await req('DELETE', `/admin/events/${id}/materials/${closed.json().material.id}`, 'editor');
      expect(del.statusCode).toBe(204);
      expect((await req('GET', closedPath, 'editor')).statusCode).toBe(404);
    });

    it('materials of a draft: editors may fetch them, everyone else gets 404', async () => {
      const draft = await insertEvent(db, { status: 'DRAFT', title: '초안 이벤트' });
      const body = multipartBody({ title: '초안 자료' }, { bytes: PDF, filename: 'draft.pdf' });
      const up = await app.inject({ method: 'POST', url: `${V1}/admin/events/${draft}/materials`, headers: { ...users.editor!.headers, ...body.headers }, cookies: csrfCookies, payload: body.payload });
      expect(up.statusCode, up.body).toBe(201);
      const url = up.json().material.downloadPath.replace(V1, '');
      expect((await req('GET', url, 'editor')).statusCode).toBe(200);
      expect((await req('GET', url, 'member')).statusCode).toBe(404);
      expect((await req('GET', url)).statusCode).toBe(404);
    });

    it('the viewer part: price by membership, online link only with a confirmed seat', async () => {
      const id = Number(createdId);
      expect((await req('GET', `/events/${id}/me`)).statusCode).toBe(401);
      const mine = (await req('GET', `/events/${id}/me`, 'light')).json();
      expect(mine).toMatchObject({ priceForViewer: 0, onlineUrl: 'https://meet.example.com/spi-2027', canCancel: true, registration: { status: 'CONFIRMED', statusLabel: '참가 확정' } });
      // MEMBERS_FREE: 50,000원 for a member without a membership (who has no card: paying needs one).
      const other = (await req('GET', `/events/${id}/me`, 'u11')).json();
      expect(other).toMatchObject({ priceForViewer: 50000, hasMembership: false, hasPaymentMethod: false, onlineUrl: null, registration: null });
      const noCard = await register(id, 'u11', form('U11'));
      expect(noCard.statusCode).toBe(409);
      expect(noCard.json().error.code).toBe('PAYMENT_METHOD_REQUIRED');
      expect(mine.hasMembership).toBe(true);
    });

    it('capacity below the seats held is refused; delete only without active registrations', async () => {
      const id = Number(createdId);
      const lower = await req('PUT', `/admin/events/${id}`, 'editor', { ...editorEvent, capacity: 0 });
      expect(lower.statusCode).toBe(400);
      const seatEvent = await insertEvent(db, { capacity: 2, waitlistCapacity: 0 });
      await register(seatEvent, 'u0', form('U0'));
      await register(seatEvent, 'u1', form('U1'));
      const base = (await req('GET', `/admin/events/${seatEvent}`, 'editor')).json().event;
      const { id: _id, publishedAt: _p, createdAt: _c, updatedAt: _u, ...input } = base;
      const below = await req('PUT', `/admin/events/${seatEvent}`, 'editor', { ...input, capacity: 1 });
      expect(below.statusCode).toBe(409);
      expect(below.json().error.code).toBe('EVENT_CAPACITY_BELOW_CONFIRMED');
      const del = await req('DELETE', `/admin/events/${seatEvent}`, 'editor');
      expect(del.statusCode).toBe(409);
      expect(del.json().error.code).toBe('CONFLICT');
      const empty = await insertEvent(db, { title: '지울 이벤트' });
      expect((await req('DELETE', `/admin/events/${empty}`, 'editor')).statusCode).toBe(204);
      expect((await req('GET', `/admin/events/${empty}`, 'editor')).statusCode).toBe(404);
    });
  });

  describe('public list', () => {
    let ids: Record<string, number> = {};
    beforeAll(async () => {
      await db.db.delete(schema.events);
      ids = {
        soon: await insertEvent(db, { title: '곧 열리는 세미나', startsAt: new Date(T0 + 2 * DAY), type: 'SEMINAR' }),
        december: await insertEvent(db, { title: '12월 웨비나', startsAt: new Date('2026-12-15T05:00:00Z'), type: 'WEBINAR', format: 'ONLINE', venueName: '', venueAddress: '', onlineUrl: 'https://meet.example.com/w' }),
        // 2026-12-31 23:30 in Seoul is still December there (UTC 14:30).
        newYearsEve: await insertEvent(db, { title: '송년 네트워킹', startsAt: new Date('2026-12-31T14:30:00Z'), type: 'NETWORKING' }),
        cancelled: await insertEvent(db, { title: '취소된 컨퍼런스', startsAt: new Date(T0 + 3 * DAY), type: 'CONFERENCE', status: 'CANCELLED' }),
        draft: await insertEvent(db, { title: '초안', status: 'DRAFT' }),
        past: await insertEvent(db, { title: '지난 세미나', startsAt: new Date(T0 - 30 * DAY), registrationClosesAt: new Date(T0 - 31 * DAY) }),
        older: await insertEvent(db, { title: '더 지난 세미나', startsAt: new Date(T0 - 60 * DAY), registrationClosesAt: new Date(T0 - 61 * DAY) }),
        ongoing: await insertEvent(db, { title: '진행 중 세미나', startsAt: new Date(T0 - HOUR), registrationClosesAt: new Date(T0 - 2 * HOUR) }),
      };
    });

    it('upcoming (default): not ended, soonest first, DRAFT never, CANCELLED shown as 행사 취소', async () => {
      const res = await req('GET', '/events');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.map((e: { title: string }) => e.title)).toEqual(['진행 중 세미나', '곧 열리는 세미나', '취소된 컨퍼런스', '12월 웨비나', '송년 네트워킹']);
      const cancelled = body.data.find((e: { id: string }) => e.id === String(ids.cancelled));
      expect(cancelled).toMatchObject({ availability: 'CANCELLED', availabilityLabel: '행사 취소' });
      expect(body.data[0]).toMatchObject({ phase: 'ONGOING', availability: 'CLOSED' });
      expect(body.data[1]).toMatchObject({ phase: 'UPCOMING', availability: 'OPEN', seatsLeft: 30, typeLabel: '세미나', pricePolicyLabel: '무료', isSample: true });
      expect(body.data[3]).toMatchObject({ formatLabel: '온라인', venueName: '' });
      expect(body.months).toEqual([{ month: '2026-11', count: 3 }, { month: '2026-12', count: 2 }]);
      expect(body.pagination).toEqual({ page: 1, size: 12, total: 5, pages: 1 });
    });

    it('past: newest first; type and Seoul-month filters; pagination', async () => {
      expect((await req('GET', '/events?when=past')).json().data.map((e: { title: string }) => e.title)).toEqual(['지난 세미나', '더 지난 세미나']);
      expect((await req('GET', '/events?type=WEBINAR,NETWORKING')).json().data.map((e: { title: string }) => e.title)).toEqual(['12월 웨비나', '송년 네트워킹']);
      const december = (await req('GET', '/events?month=2026-12')).json();
      expect(december.data.map((e: { title: string }) => e.title)).toEqual(['12월 웨비나', '송년 네트워킹']);
      expect((await req('GET', '/events?month=2026-11&type=SEMINAR')).json().data.map((e: { title: string }) => e.title)).toEqual(['진행 중 세미나', '곧 열리는 세미나']);
      expect((await req('GET', '/events?month=2027-01')).json().data).toEqual([]);
      const page2 = (await req('GET', '/events?size=12&page=2')).json();
      expect(page2.data).toEqual([]);
      expect(page2.pagination).toMatchObject({ page: 2, total: 5 });
    });

    it('bad query strings are 400 with Korean messages, odd ids 404', async () => {
      for (const q of ['when=future', 'type=PARTY', 'month=2026-13', 'month=202612', 'size=13', 'page=0', 'page=abc']) {
        const res = await req('GET', `/events?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_FAILED');
      }
      for (const id of ['abc', '0', '-1', '99999999999', String(ids.draft), '1e3']) {
        const res = await req('GET', `/events/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code).toBe('EVENT_NOT_FOUND');
      }
      expect((await req('GET', `/events/${'9'.repeat(30)}`)).statusCode).toBeLessThan(500);
    });

    it('detail and its .ics: RFC 5545 text with CRLF, folding, escaping, UTC times, UID and URL', async () => {
      const detail = (await req('GET', `/events/${ids.soon}`)).json().event;
      expect(detail).toMatchObject({ description: '첫 문단입니다.\n\n둘째 문단입니다.', venueAddress: '서울 중구 세종대로 1', icsPath: `${V1}/events/${ids.soon}/calendar.ics` });
      expect(detail.googleCalendarUrl).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
      expect(detail.googleCalendarUrl).toContain('dates=20261128T010000Z%2F20261128T040000Z');
      await db.db.update(schema.events).set({ title: '세미나, 특강; 그리고 \\ 백슬래시 — 아주 긴 한국어 제목이 75옥텟을 넘어서 접혀야 합니다' }).where(eq(schema.events.id, ids.soon!));
      const res = await req('GET', `/events/${ids.soon}/calendar.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('.ics');
      const { props } = parseIcs(res.body);
      expect(props.get('METHOD')).toEqual(['PUBLISH']);
      expect(props.get('UID')).toEqual([`event-${ids.soon}@spi.example`]);
      expect(props.get('DTSTART')).toEqual(['20261128T010000Z']);
      expect(props.get('DTEND')).toEqual(['20261128T040000Z']);
      expect(props.get('SUMMARY')).toEqual(['세미나\\, 특강\\; 그리고 \\\\ 백슬래시 — 아주 긴 한국어 제목이 75옥텟을 넘어서 접혀야 합니다']);
      expect(props.get('LOCATION')).toEqual(['SPI 라운지\\, 서울 중구 세종대로 1']);
      expect(props.get('URL')).toEqual([`https://spi.example/event/${ids.soon}`]);
      expect(res.body.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
    });
  });

  describe('registration', () => {
    it('guests 401 whatever the body; bad fields 400; closed, cancelled and unknown events refused', async () => {
      const id = await insertEvent(db);
      expect((await register(id, undefined, { junk: 'x' })).statusCode).toBe(401);
      expect((await req('DELETE', `/events/${id}/registrations/me`)).statusCode).toBe(401);
      expect((await req('GET', '/events/my-registrations?when=bogus')).statusCode).toBe(401);
      const bad = await register(id, 'u0', { name: '', email: 'not-mail', phone: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name', 'phone']);
      expect((await register(id, 'u0', { ...form('U0'), hacker: '1' })).statusCode).toBe(400);
      expect((await register(id, 'u0', { ...form('U0'), note: 'a\u0000b' })).statusCode).toBe(400);
      expect((await register(id, 'u0', { ...form('U0'), note: 'x'.repeat(5000) })).statusCode).toBe(400);
      const json = await req('POST', `/events/${id}/registrations`, 'u0', form('U0'));
      expect(json.statusCode).toBe(415);

      const closed = await insertEvent(db, { registrationClosesAt: new Date(T0 - HOUR) });
      expect((await register(closed, 'u0', form('U0'))).json().error.code).toBe('EVENT_REGISTRATION_CLOSED');
      const cancelled = await insertEvent(db, { status: 'CANCELLED' });
      expect((await register(cancelled, 'u0', form('U0'))).json().error.code).toBe('EVENT_CANCELLED');
      expect((await register(999999, 'u0', form('U0'))).statusCode).toBe(404);
    });

    it('attendee files: required when asked, checked by content and size, replaced, downloaded by the owner and editors', async () => {
      const id = await insertEvent(db, { attendeeFileLabel: '사전 질문지', attendeeFileRequired: true });
      const missing = await register(id, 'u1', form('U1'));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('EVENT_ATTENDEE_FILE_REQUIRED');
      const wrong = await register(id, 'u1', form('U1'), { bytes: Buffer.from('#!/bin/sh\necho pretend pdf\n'), filename: 'q.pdf', contentType: 'application/pdf' });
      expect(wrong.statusCode).toBe(415);
      expect(wrong.json().error.code).toBe('EVENT_FILE_INVALID');
      const zipped = await register(id, 'u1', form('U1'), { bytes: zip({ 'a.txt': 'x' }), filename: 'q.zip' });
      expect(zipped.statusCode).toBe(415);
      const huge = await register(id, 'u1', form('U1'), { bytes: Buffer.concat([PDF, Buffer.alloc(EVENT_ATTENDEE_FILE_MAX_BYTES)]), filename: 'big.pdf' });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('EVENT_FILE_TOO_LARGE');
      expect(await registrationsOf(id)).toHaveLength(0);

      const ok = await register(id, 'u1', form('U1'), { bytes: DOCX, filename: '질문지.docx' });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().registration.attendeeFile).toEqual({ name: '질문지.docx', sizeBytes: DOCX.length, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
      const own = await req('GET', `/events/${id}/registrations/me/file`, 'u1');
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(DOCX)).toBe(true);
      expect((await req('GET', `/events/${id}/registrations/me/file`, 'u2')).statusCode).toBe(404);

      const body = multipartBody({}, { bytes: JPEG, filename: 'photo.jpg' });
      const replaced = await app.inject({ method: 'PUT', url: `${V1}/events/${id}/registrations/me/file`, headers: { ...users.u1!.headers, ...body.headers }, cookies: csrfCookies, payload: body.payload });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().registration.attendeeFile.name).toBe('photo.jpg');
      const [row] = await registrationsOf(id);
      const adminFile = await req('GET', `/admin/events/${id}/registrations/${row!.id}/file`, 'editor');
      expect(adminFile.statusCode).toBe(200);
      expect(adminFile.rawPayload.equals(JPEG)).toBe(true);
      expect((await req('GET', `/admin/events/${id}/registrations/${row!.id}/file`, 'u1')).statusCode).toBe(403);
    });

    it('parallel registrations never overbook: capacity 3 + waitlist 2, 10 people at once → 3 confirmed, 2 waiting, 5 EVENT_FULL', async () => {
      const id = await insertEvent(db, { capacity: 3, waitlistCapacity: 2 });
      const who = Array.from({ length: 10 }, (_, i) => `u${i}`);
      const results = await Promise.all(who.map((w) => register(id, w, form(w.toUpperCase()))));
      const outcomes = results.map((r) => (r.statusCode === 201 ? r.json().outcome : r.json().error.code));
      expect(outcomes.filter((o) => o === 'CONFIRMED')).toHaveLength(3);
      expect(outcomes.filter((o) => o === 'WAITLISTED')).toHaveLength(2);
      expect(outcomes.filter((o) => o === 'EVENT_FULL')).toHaveLength(5);
      const rows = await registrationsOf(id);
      expect(rows.filter((r) => r.status === 'CONFIRMED')).toHaveLength(3);
      expect(rows.filter((r) => r.status === 'WAITLISTED')).toHaveLength(2);
      expect(rows).toHaveLength(5);
      const full = (await req('GET', `/events/${id}`)).json().event;
      expect(full).toMatchObject({ seatsTaken: 3, seatsLeft: 0, waitlisted: 2, availability: 'FULL', availabilityLabel: '마감' });
      // Twice by the same person: one registration.
      const again = await Promise.all([register(id, 'u0', form('U0')), register(id, 'u0', form('U0'))]);
      expect(again.every((r) => r.statusCode === 409)).toBe(true);
    });

    it('availability moves OPEN → WAITLIST → FULL; cancelling promotes in waiting order; re-registering reuses the row; mails carry the .ics', async () => {
      const id = await insertEvent(db, { capacity: 1, waitlistCapacity: 2, title: '소규모 세미나' });
      const availability = async () => (await req('GET', `/events/${id}`)).json().event.availability;
      expect(await availability()).toBe('OPEN');
      expect((await register(id, 'u3', form('U3'))).json().outcome).toBe('CONFIRMED');
      expect(await availability()).toBe('WAITLIST');
      clock.advance(1000);
      const w1 = await register(id, 'u4', form('U4'));
      expect(w1.json()).toMatchObject({ outcome: 'WAITLISTED', registration: { waitlistPosition: 1 } });
      clock.advance(1000);
      expect((await register(id, 'u5', form('U5'))).json().registration.waitlistPosition).toBe(2);
      expect(await availability()).toBe('FULL');

      const u3Registration = (await registrationsOf(id)).find((r) => r.userId === users.u3!.id)!;
      const confirmedMail = (await mailsOf(u3Registration.id)).find((m) => m.template === 'event-confirmed');
      expect(confirmedMail).toBeDefined();
      expect(confirmedMail!.attachments).toHaveLength(1);
      expect(confirmedMail!.attachments[0]).toMatchObject({ filename: `spi-event-${id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
      const ics = parseIcs(Buffer.from(confirmedMail!.attachments[0]!.contentBase64, 'base64').toString('utf8'));
      expect(ics.props.get('SUMMARY')).toEqual(['소규모 세미나']);
      expect(ics.props.get('METHOD')).toEqual(['PUBLISH']);
      const u4Registration = (await registrationsOf(id)).find((r) => r.userId === users.u4!.id)!;
      expect((await mailsOf(u4Registration.id)).map((m) => m.template)).toEqual(['event-waitlisted']);

      const cancel = await req('DELETE', `/events/${id}/registrations/me`, 'u3');
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json()).toMatchObject({ registration: { status: 'CANCELLED' }, refund: { refunded: false, amountWon: 0, reason: null } });
      const rows = await registrationsOf(id);
      const byUser = (u: string) => rows.find((r) => r.userId === users[u]!.id)!;
      expect(byUser('u4').status).toBe('CONFIRMED');
      expect(byUser('u5').status).toBe('WAITLISTED');
      const promotedMail = (await mailsOf(byUser('u4').id)).find((m) => m.template === 'event-promoted');
      expect(promotedMail?.attachments).toHaveLength(1);
      expect((await mailsOf(byUser('u3').id)).map((m) => m.template).sort()).toEqual(['event-cancelled', 'event-confirmed']);
      expect((await req('GET', `/events/${id}/me`, 'u5')).json().registration.waitlistPosition).toBe(1);
      expect((await req('DELETE', `/events/${id}/registrations/me`, 'u3')).statusCode).toBe(404);

      // u3 comes back: the same row, now at the end of the waiting list.
      clock.advance(1000);
      const back = await register(id, 'u3', form('U3', { company: '새 회사' }));
      expect(back.json()).toMatchObject({ outcome: 'WAITLISTED', registration: { id: String(byUser('u3').id), waitlistPosition: 2, company: '새 회사' } });
      expect(await registrationsOf(id)).toHaveLength(3);
      // An editor cancels the confirmed seat: u5 moves up next.
      const adminCancel = await req('POST', `/admin/events/${id}/registrations/${byUser('u4').id}/cancel`, 'editor');
      expect(adminCancel.statusCode, adminCancel.body).toBe(200);
      expect(adminCancel.json()).toMatchObject({ promoted: 1, registration: { status: 'CANCELLED' } });
      const after = await registrationsOf(id);
      expect(after.find((r) => r.userId === users.u5!.id)!.status).toBe('CONFIRMED');
      expect(after.find((r) => r.userId === users.u3!.id)!.status).toBe('WAITLISTED');

      // Raising the capacity promotes the rest.
      const base = (await req('GET', `/admin/events/${id}`, 'editor')).json().event;
      const { id: _i, publishedAt: _p, createdAt: _c, updatedAt: _u, ...input } = base;
      expect((await req('PUT', `/admin/events/${id}`, 'editor', { ...input, capacity: 5 })).statusCode).toBe(200);
      expect((await registrationsOf(id)).find((r) => r.userId === users.u3!.id)!.status).toBe('CONFIRMED');

      const mine = (await req('GET', '/events/my-registrations', 'u3')).json();
      expect(mine.data.find((d: { event: { id: string } }) => d.event.id === String(id))).toMatchObject({ registration: { status: 'CONFIRMED' }, event: { title: '소규모 세미나' } });
      expect((await req('GET', '/events/my-registrations?when=past', 'u3')).json().data).toEqual([]);
    });

    it('an editor cancelling the event cancels every registration and mails each person', async () => {
      const id = await insertEvent(db, { capacity: 1, waitlistCapacity: 1, title: '취소될 세미나' });
      await register(id, 'u9', form('U9'));
      await register(id, 'u10', form('U10'));
      const base = (await req('GET', `/admin/events/${id}`, 'editor')).json().event;
      const { id: _i, publishedAt: _p, createdAt: _c, updatedAt: _u, ...input } = base;
      const res = await req('PUT', `/admin/events/${id}`, 'editor', { ...input, status: 'CANCELLED' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().counts).toEqual({ confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 2 });
      for (const row of await registrationsOf(id)) {
        const mails = await mailsOf(row.id);
        expect(mails.map((m) => m.template)).toContain('event-cancelled');
        expect(mails.find((m) => m.template === 'event-cancelled')!.text).toContain('주최 측 사정으로 행사가 취소되었습니다.');
      }
      expect((await req('GET', `/events/${id}`)).json().event.availability).toBe('CANCELLED');
      expect((await register(id, 'u9', form('U9'))).json().error.code).toBe('EVENT_CANCELLED');
    });

    it('admin registrations list and the CSV (BOM, Korean header, Seoul times, no formulas)', async () => {
      const id = await insertEvent(db, { capacity: 1, waitlistCapacity: 3 });
      await register(id, 'u6', form('U6', { note: '=HYPERLINK("x")', company: '회사, 주식회사' }));
      await register(id, 'u7', form('U7'));
      const list = await req('GET', `/admin/events/${id}/registrations?status=WAITLISTED`, 'editor');
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toHaveLength(1);
      expect(list.json().data[0]).toMatchObject({ name: 'U7', waitlistPosition: 1, userId: users.u7!.id });
      expect(list.json().event.counts).toMatchObject({ confirmed: 1, waitlisted: 1 });
      expect((await req('GET', `/admin/events/${id}/registrations?status=NOPE`, 'editor')).statusCode).toBe(400);

      const csv = await req('GET', `/admin/events/${id}/registrations.csv`, 'editor');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe(EVENT_REGISTRATION_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(',참가 확정,U6,u6@example.com,010-1234-5678,"회사, 주식회사",매니저,"\'=HYPERLINK(""x"")",0,2026-11-');
      expect(lines[2]).toContain(',대기 중,U7,');
      expect((await req('GET', `/admin/events/${id}/registrations.csv`, 'member')).statusCode).toBe(403);
    });

    it('cancellation after the start is refused; the list cache follows registrations', async () => {
      const id = await insertEvent(db, { startsAt: new Date(T0 + 2 * HOUR), registrationClosesAt: new Date(T0 + HOUR) });
      const first = (await req('GET', `/events/${id}`)).json().event.seatsTaken;
      expect(first).toBe(0);
      await register(id, 'u8', form('U8'));
      expect((await req('GET', `/events/${id}`)).json().event.seatsTaken).toBe(1);
      clock.advance(3 * HOUR);
      users.u8!.headers = { ...(await sessionOf(app, users.u8!.id)).headers, ...csrfHeaders };
      const late = await req('DELETE', `/events/${id}/registrations/me`, 'u8');
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe('EVENT_REGISTRATION_CLOSED');
      clock.advance(-3 * HOUR);
    });
  });
});


