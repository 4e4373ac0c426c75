import { cityfolioItemInputSchema } from '@spi/core/contracts/cityfolio';
import { eventInputSchema } from '@spi/core/contracts/events';
import { jobInputSchema } from '@spi/core/contracts/recruit';
import { normalizeIsbn13, videoWatchUrl } from '@spi/core/cityfolio/model';
import { EVENT_FORMATS, EVENT_PRICE_POLICIES, EVENT_TYPES, registrationAvailability } from '@spi/core/events/model';
import {
  isJobClosed, JOB_EMPLOYMENT_TYPES, JOB_EXPERIENCE_LEVEL_RANGES, JOB_EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_ROLE_FAMILIES, jobDaysLeft,
} from '@spi/core/recruit/model';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, DB_KINDS } from '../../../test/db-kinds';
import { schema, seedDemoData, type DbHandle } from '../../index';
import { DEMO_USERS, demoAccountsLoader } from '../accounts';
import {
  DEMO_FILE_EVENT_KEY, DEMO_SMALL_EVENT_KEY, DEMO_SMALL_EVENT_TITLE, demoCommunityLoader, generateDemoCommunity, seoulDayOf,
} from './index';

const TODAY = '2026-11-26';
const data = generateDemoCommunity({ today: TODAY });
const startOfDay = (day: string) => new Date(`${day}T00:00:00+09:00`);
const noonOf = (day: string) => new Date(`${day}T12:00:00+09:00`);

describe('demo community generator', () => {
  it('is deterministic for a load day and moves every date with it', () => {
    expect(JSON.stringify(generateDemoCommunity({ today: TODAY }))).toBe(JSON.stringify(data));
    const later = generateDemoCommunity({ today: '2031-03-15' });
    expect(later.events.map((e) => e.title)).toEqual(data.events.map((e) => e.title));
    const shift = startOfDay('2031-03-15').getTime() - startOfDay(TODAY).getTime();
    later.events.forEach((e, i) => expect((e.startsAt as Date).getTime() - (data.events[i]!.startsAt as Date).getTime()).toBe(shift));
    later.jobs.forEach((j, i) => expect(j.id).toBe(data.jobs[i]!.id));
  });

  it('makes 15 events, 31 job postings and 24 시티폴리오 items with ids 1…N on a new database', () => {
    expect(data.events).toHaveLength(15);
    expect(data.jobs).toHaveLength(31);
    expect(data.cityfolio).toHaveLength(24);
    expect(data.events.map((e) => e.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(data.jobs.map((j) => j.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(new Set(data.events.map((e) => e.title)).size).toBe(15);
    expect(new Set(data.jobs.map((j) => `${j.company} ${j.title}`)).size).toBe(31);
    expect(data.cityfolio.filter((c) => c.kind === 'EVENT')).toHaveLength(7);
    expect(data.cityfolio.filter((c) => c.kind === 'VIDEO')).toHaveLength(8);
    expect(data.cityfolio.filter((c) => c.kind === 'BOOK')).toHaveLength(9);
    expect([...data.events, ...data.jobs, ...data.cityfolio].every((r) => r.isSample)).toBe(true);
    const shifted = generateDemoCommunity({ today: TODAY, idBase: { events: 4, jobs: 0, cityfolio: 2 } });
    expect(shifted.events[0]!.id).toBe(5);
    expect(shifted.cityfolio.find((c) => c.linkedEventId)!.linkedEventId).toBe(shifted.events.find((e) => e.key === 'outlook-2027')!.id);
  });

  it('passes the admin input schemas of core', () => {
    for (const e of data.events) {
      const input = { ...e, startsAt: (e.startsAt as Date).toISOString(), endsAt: (e.endsAt as Date).toISOString(), registrationClosesAt: (e.registrationClosesAt as Date).toISOString() };
      const parsed = eventInputSchema.safeParse(input);
      expect(parsed.success, `${e.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    for (const j of data.jobs) {
      const parsed = jobInputSchema.safeParse(j);
      expect(parsed.success, `${j.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    for (const c of data.cityfolio) {
      const input = {
        ...c,
        eventStartsAt: c.eventStartsAt ? (c.eventStartsAt as Date).toISOString() : null,
        eventEndsAt: c.eventEndsAt ? (c.eventEndsAt as Date).toISOString() : null,
        videoUrl: c.videoProvider ? videoWatchUrl(c.videoProvider, c.videoId!) : '',
      };
      const parsed = cityfolioItemInputSchema.safeParse(input);
      expect(parsed.success, `${c.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('covers every event type, format and price policy, with upcoming, past, cancelled and draft events', () => {
    const now = noonOf(TODAY);
    expect(new Set(data.events.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));
    expect(new Set(data.events.map((e) => e.format))).toEqual(new Set(EVENT_FORMATS));
    expect(new Set(data.events.map((e) => e.pricePolicy))).toEqual(new Set(EVENT_PRICE_POLICIES));
    const published = data.events.filter((e) => e.status === 'PUBLISHED');
    expect(published.filter((e) => (e.startsAt as Date) > now).length).toBeGreaterThanOrEqual(8);
    expect(published.filter((e) => (e.endsAt as Date) < now).length).toBeGreaterThanOrEqual(4);
    expect(data.events.filter((e) => e.status === 'CANCELLED')).toHaveLength(1);
    expect(data.events.filter((e) => e.status === 'DRAFT')).toHaveLength(1);
    for (const e of data.events) {
      expect(e.registrationClosesAt! <= e.startsAt!).toBe(true);
      expect(e.publishedAt === null || e.publishedAt! < now).toBe(true);
      if (e.format === 'OFFLINE') expect(e.onlineUrl).toBe('');
      else expect(e.onlineUrl).toMatch(/^https:\/\/webinar\.example\.com\//);
    }
  });

  it('has the small upcoming event for the end-to-end test, empty, and one upcoming event that asks for a file', () => {
    const small = data.events.find((e) => e.key === DEMO_SMALL_EVENT_KEY)!;
    expect(small).toMatchObject({ status: 'PUBLISHED', capacity: 2, waitlistCapacity: 2, pricePolicy: 'FREE', title: DEMO_SMALL_EVENT_TITLE });
    expect(registrationAvailability(small as never, { seatsTaken: 0, waitlisted: 0 }, noonOf(TODAY))).toBe('OPEN');
    const file = data.events.find((e) => e.key === DEMO_FILE_EVENT_KEY)!;
    expect(file).toMatchObject({ status: 'PUBLISHED', attendeeFileRequired: true });
    expect(file.attendeeFileLabel).not.toBe('');
    expect((file.startsAt as Date) > noonOf(TODAY)).toBe(true);
    expect(data.registrations.some((r) => r.eventId === small.id || r.eventId === file.id)).toBe(false);
  });

  it('registers demo accounts only where no payment is due, once per event, before the event', () => {
    const keys = new Set<string>();
    for (const r of data.registrations) {
      const event = data.events.find((e) => e.id === r.eventId)!;
      const user = DEMO_USERS.find((u) => u.id === r.userId)!;
      expect(keys.has(`${r.eventId}:${r.userId}`)).toBe(false);
      keys.add(`${r.eventId}:${r.userId}`);
      expect(event.status).not.toBe('DRAFT');
      expect(event.pricePolicy === 'FREE' || (event.pricePolicy === 'MEMBERS_FREE' && user.membership !== null), `${event.title} / ${user.nickname}`).toBe(true);
      expect(r.amountWon).toBe(0);
      expect(r.confirmedAt! < (event.startsAt as Date)).toBe(true);
      expect(r.email).toBe(user.email);
      if (r.status === 'CANCELLED') expect(r.cancelledAt).not.toBeNull();
    }
    const cancelled = data.events.find((e) => e.status === 'CANCELLED')!;
    expect(data.registrations.filter((r) => r.eventId === cancelled.id).every((r) => r.status === 'CANCELLED')).toBe(true);
    for (const e of data.events) {
      const taken = data.registrations.filter((r) => r.eventId === e.id && r.status === 'CONFIRMED').length;
      expect(taken).toBeLessThanOrEqual(e.capacity);
    }
  });

  it('covers every role family, location, experience level and employment type, with closed, closing and open-ended postings', () => {
    const jobs = data.jobs.filter((j) => j.status === 'PUBLISHED');
    expect(new Set(jobs.map((j) => j.roleFamily))).toEqual(new Set(JOB_ROLE_FAMILIES));
    expect(new Set(jobs.map((j) => j.location))).toEqual(new Set(JOB_LOCATIONS));
    expect(new Set(jobs.map((j) => j.employmentType))).toEqual(new Set(JOB_EMPLOYMENT_TYPES));
    for (const level of JOB_EXPERIENCE_LEVELS) {
      const [min, max] = JOB_EXPERIENCE_LEVEL_RANGES[level];
      expect(jobs.some((j) => j.experienceMin! <= max && (j.experienceMax ?? 99) >= min), level).toBe(true);
    }
    const now = noonOf(TODAY);
    expect(jobs.filter((j) => isJobClosed(j.deadline ?? null, now)).length).toBeGreaterThanOrEqual(4);
    expect(jobs.some((j) => jobDaysLeft(j.deadline ?? null, now) === 0)).toBe(true);
    expect(jobs.filter((j) => { const d = jobDaysLeft(j.deadline ?? null, now); return d !== null && d > 0 && d <= 7; }).length).toBeGreaterThanOrEqual(4);
    expect(jobs.filter((j) => j.deadline === null).length).toBeGreaterThanOrEqual(3);
    expect(jobs.filter((j) => j.salaryMinManwon === null && j.salaryMaxManwon === null).length).toBeGreaterThanOrEqual(2);
    expect(data.jobs.filter((j) => j.status === 'DRAFT')).toHaveLength(1);
    for (const j of data.jobs) {
      expect(j.description!.split('\n').filter((l) => l.startsWith('- ')).length).toBe(4);
      expect(j.requirements).toMatch(/^- /);
      if (j.applyMethod === 'LINK') expect(j.applyUrl).toMatch(/^https:\/\/[a-z-]+\.example\.com\//);
      else expect(j.applyEmail).toMatch(/@[a-z-]+\.example\.com$/);
    }
  });

  it('gives books valid, unique ISBN-13s, ratings and reviews of 3–6 paragraphs; videos stored metadata; linked events the seminar’s date', () => {
    const books = data.cityfolio.filter((c) => c.kind === 'BOOK');
    for (const b of books) {
      expect(normalizeIsbn13(b.bookIsbn!)).toBe(b.bookIsbn);
      expect(b.bookRating).toBeGreaterThanOrEqual(1);
      expect(b.bookRating).toBeLessThanOrEqual(5);
      const paragraphs = b.body!.split('\n\n').length;
      expect(paragraphs).toBeGreaterThanOrEqual(3);
      expect(paragraphs).toBeLessThanOrEqual(6);
      expect(b.coverUrl).toMatch(/^\/api\/seoul\/v1\/media\/democf[0-9a-f]{24}$/);
    }
    expect(new Set(books.map((b) => b.bookIsbn)).size).toBe(books.length);
    for (const v of data.cityfolio.filter((c) => c.kind === 'VIDEO')) {
      expect(v.videoTitle).toMatch(/^\[SPI 샘플\] /);
      expect(v.videoDurationSec).toBeGreaterThan(0);
      expect(v.videoThumbnailUrl).toMatch(/^\/api\/seoul\/v1\/media\//);
      expect(v.body).toContain('샘플 콘텐츠입니다');
    }
    const linked = data.cityfolio.filter((c) => c.linkedEventId);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const c of linked) {
      const event = data.events.find((e) => e.id === c.linkedEventId)!;
      expect(event.status).toBe('PUBLISHED');
      expect(c.eventStartsAt).toEqual(event.startsAt);
    }
    expect(data.pictures).toHaveLength(17);
    for (const p of data.pictures) expect(p.svg).toMatch(/^<svg [^>]*role="img"/);
  });
});

describe.each(DB_KINDS)('demo community loader (%s)', (kind) => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('loads rows, pictures, search documents (no drafts) and keeps the id sequences going', { timeout: 120_000 }, async () => {
    handle = await createTestDb(kind);
    const db = handle.db;
    const files = new Map<string, string>();
    const eventFiles = new Map<string, Uint8Array>();
    const result = await seedDemoData(db, [demoAccountsLoader, demoCommunityLoader], {
      writeMedia: async (key, _bytes, mime) => void files.set(key, mime),
      writeEventFile: async (key, bytes) => void eventFiles.set(key, bytes),
    });
    expect(result.loaders).toEqual(['accounts', 'community']);
    expect(await db.$count(schema.events)).toBe(15);
    expect(await db.$count(schema.jobPostings)).toBe(31);
    expect(await db.$count(schema.cityfolioItems)).toBe(24);
    expect(await db.$count(schema.eventRegistrations)).toBe(data.registrations.length);
    expect(files.size).toBe(17);
    expect([...files.values()].every((mime) => mime === 'image/svg+xml')).toBe(true);
    const [book] = await db.select().from(schema.cityfolioItems).where(eq(schema.cityfolioItems.kind, 'BOOK')).limit(1);
    const mediaId = book!.coverUrl.split('/').at(-1)!;
    expect(files.has(`${mediaId}/original.svg`)).toBe(true);
    expect(await db.$count(schema.media, eq(schema.media.id, mediaId))).toBe(1);

    const materials = await db.select().from(schema.eventMaterials);
    expect(materials).toHaveLength(4);
    expect(materials.filter((m) => m.registrantsOnly)).toHaveLength(2);
    for (const m of materials) {
      expect(m.storageKey).toMatch(/^materials\/[A-Za-z0-9_-]{8,64}\.pdf$/);
      const bytes = eventFiles.get(m.storageKey)!;
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(m.sizeBytes).toBe(bytes.length);
      const [event] = await db.select().from(schema.events).where(eq(schema.events.id, m.eventId));
      expect(event!.endsAt.getTime()).toBeLessThan(Date.now());
    }

    const docs = (type: 'EVENT' | 'RECRUIT' | 'CITYFOLIO') => db.$count(schema.searchDocuments, eq(schema.searchDocuments.contentType, type));
    expect(await docs('EVENT')).toBe(14);
    expect(await docs('RECRUIT')).toBe(30);
    expect(await docs('CITYFOLIO')).toBe(24);
    const draft = (await db.select().from(schema.events).where(eq(schema.events.status, 'DRAFT')))[0]!;
    expect(await db.$count(schema.searchDocuments, and(eq(schema.searchDocuments.contentType, 'EVENT'), eq(schema.searchDocuments.contentId, String(draft.id))))).toBe(0);
    const cancelled = (await db.select().from(schema.events).where(eq(schema.events.status, 'CANCELLED')))[0]!;
    const [cancelledDoc] = await db.select().from(schema.searchDocuments).where(and(eq(schema.searchDocuments.contentType, 'EVENT'), eq(schema.searchDocuments.contentId, String(cancelled.id))));
    expect(cancelledDoc).toMatchObject({ href: `/event/${cancelled.id}` });
    expect(cancelledDoc!.subtitle).toMatch(/취소됨$/);
    const closedDocs = await db.select().from(schema.searchDocuments).where(eq(schema.searchDocuments.contentType, 'RECRUIT'));
    expect(closedDocs.filter((d) => d.subtitle.endsWith('· 마감')).length).toBeGreaterThanOrEqual(4);
    for (const d of closedDocs) expect(d.body).not.toBe('');

    // The demo's dates follow the load day.
    const today = seoulDayOf(new Date());
    const small = (await db.select().from(schema.events).where(eq(schema.events.title, '소규모 라운드테이블: 오피스 임대차 실무')))[0]!;
    expect(small.startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(small.id).toBe(data.events.findIndex((e) => e.key === DEMO_SMALL_EVENT_KEY) + 1);
    expect(await db.$count(schema.eventRegistrations, eq(schema.eventRegistrations.eventId, small.id))).toBe(0);
    expect((await db.select().from(schema.jobPostings).where(eq(schema.jobPostings.id, 3)))[0]!.deadline).toBe(today);

    // An editor's next rows continue after the demo's ids.
    const [event] = await db.insert(schema.events).values({ title: '새 이벤트', type: 'SEMINAR', format: 'ONLINE', startsAt: new Date(), endsAt: new Date(), registrationClosesAt: new Date(), capacity: 10 }).returning();
    expect(event!.id).toBe(16);
    const [job] = await db.insert(schema.jobPostings).values({ company: '회사', title: '공고', roleFamily: 'RESEARCH', location: 'SEOUL', employmentType: 'FULL_TIME', applyMethod: 'EMAIL' }).returning();
    expect(job!.id).toBe(32);
    const [item] = await db.insert(schema.cityfolioItems).values({ kind: 'BOOK', title: '책' }).returning();
    expect(item!.id).toBe(25);
  });

  it('loads without a media host (addresses left empty) after rows an editor made, without taking their ids', { timeout: 120_000 }, async () => {
    handle = await createTestDb(kind);
    const db = handle.db;
    await seedDemoData(db, [demoAccountsLoader]);
    const [own] = await db.insert(schema.events).values({ title: '편집자가 만든 이벤트', type: 'SEMINAR', format: 'ONLINE', status: 'PUBLISHED', startsAt: new Date(), endsAt: new Date(), registrationClosesAt: new Date(), capacity: 10 }).returning();
    expect(own!.id).toBe(1);
    await seedDemoData(db, [demoAccountsLoader, demoCommunityLoader]);
    const ids = (await db.select({ id: schema.events.id }).from(schema.events)).map((e) => e.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const items = await db.select().from(schema.cityfolioItems);
    expect(items.every((i) => i.coverUrl === '' && i.videoThumbnailUrl === '')).toBe(true);
    expect(await db.$count(schema.media)).toBe(0);
    expect(await db.$count(schema.eventMaterials)).toBe(0);
    // Linked items point at the demo seminars, not at the editor's event.
    const linked = items.filter((i) => i.linkedEventId !== null);
    expect(linked.every((i) => i.linkedEventId! > 1)).toBe(true);
  });
});
