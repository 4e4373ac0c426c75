import { createHash } from 'node:crypto';
import { mediaPath } from '@spi/core';
import { DEMO_USERS } from '../accounts';
import { createRandom } from '../market/random';
import type { cityfolioItems, eventMaterials, eventRegistrations, events, jobPostings } from '../../schema';
import { DEMO_CITYFOLIO_SPECS } from './cityfolio';
import { BOOK_COVER, bookCoverSvg, VIDEO_STILL, videoStillSvg } from './covers';
import { seoulDay, seoulInstant } from './dates';
import { DEMO_EVENT_MATERIALS, DEMO_EVENT_SPECS, DEMO_REGISTRATIONS } from './events';
import { buildSamplePdf } from '../market/pdf';
import { DEMO_COMPANIES, DEMO_JOB_SPECS, JOB_BENEFITS, JOB_FAMILY_TEXT } from './jobs';

export type DemoEventRow = typeof events.$inferInsert & { id: number; key: string };
export type DemoRegistrationRow = typeof eventRegistrations.$inferInsert;
export type DemoMaterialRow = Omit<typeof eventMaterials.$inferInsert, 'sizeBytes'> & { bytes: Uint8Array; sizeBytes: number };
export type DemoJobRow = typeof jobPostings.$inferInsert & { id: number };
export type DemoCityfolioRow = typeof cityfolioItems.$inferInsert & { id: number; key: string };
/** A generated picture (SVG) stored through the host's media storage. */
export interface DemoPicture { id: string; svg: string; width: number; height: number; alt: string; name: string }

export interface DemoCommunity {
  events: DemoEventRow[];
  registrations: DemoRegistrationRow[];
  /** Sample PDF materials of past seminars (stored only when the host gives an event file storage). */
  materials: DemoMaterialRow[];
  jobs: DemoJobRow[];
  cityfolio: DemoCityfolioRow[];
  pictures: DemoPicture[];
}

export interface DemoCommunityOptions {
  /** The load day in Asia/Seoul ('YYYY-MM-DD'): every date is relative to it (dates.ts). */
  today: string;
  /**
   * Ids already taken in each table (0 on a new database): the demo rows get ids base+1, base+2, …, so
   * they are 1…N on a new database and never collide with rows an editor made before the loader ran.
   */
  idBase?: { events: number; jobs: number; cityfolio: number };
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A media id of a generated picture (alphanumeric, as media ids are). */
export function demoPictureId(key: string): string {
  return `democf${hex(key).slice(0, 24)}`;
}

/** A made-up ISBN-13 (979-11 prefix, as Korean publishers use) with a valid check digit. */
export function demoIsbn(key: string): string {
  const body = `97911${String(parseInt(hex(`isbn:${key}`).slice(0, 10), 16) % 10_000_000).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** `count` items of a list in their original order, chosen by a seeded source. */
function pickSome<T>(list: readonly T[], count: number, seed: string): T[] {
  const random = createRandom(seed);
  const order = list.map((item, i) => ({ item, i, r: random.next() })).sort((a, b) => a.r - b.r).slice(0, count);
  return order.sort((a, b) => a.i - b.i).map((o) => o.item);
}

function generateEvents(today: string, base: number): DemoEventRow[] {
  return DEMO_EVENT_SPECS.map((spec, index) => {
    const startsAt = seoulInstant(today, spec.day, spec.start);
    const endsAt = new Date(startsAt.getTime() + spec.minutes * MINUTE);
    // Online events take registrations until an hour before; on-site ones until 18:00 the day before.
    const registrationClosesAt = spec.format === 'ONLINE' ? new Date(startsAt.getTime() - 60 * MINUTE) : seoulInstant(today, spec.day - 1, '18:00');
    const publishedDay = Math.min(spec.day - 30, -1 - (index % 5));
    return {
      id: base + index + 1,
      key: spec.key,
      title: spec.title,
      summary: spec.summary,
      description: spec.description,
      type: spec.type,
      format: spec.format,
      status: spec.status,
      startsAt,
      endsAt,
      registrationClosesAt,
      venueName: spec.venue?.name ?? '',
      venueAddress: spec.venue?.address ?? '',
      onlineUrl: spec.format === 'OFFLINE' ? '' : `https://webinar.example.com/spi/${spec.key}`,
      host: spec.host,
      capacity: spec.capacity,
      waitlistCapacity: spec.waitlist,
      pricePolicy: spec.pricePolicy,
      priceWon: spec.priceWon,
      speakers: spec.speakers,
      agenda: spec.agenda,
      tags: spec.tags,
      coverUrl: '',
      attendeeFileLabel: spec.attendeeFile?.label ?? '',
      attendeeFileRequired: spec.attendeeFile?.required ?? false,
      isSample: true,
      publishedAt: spec.status === 'DRAFT' ? null : seoulInstant(today, publishedDay, '10:00'),
      createdAt: seoulInstant(today, publishedDay - 2, '15:00'),
      updatedAt: seoulInstant(today, publishedDay, '10:00'),
    };
  });
}

const COMPANIES_OF_USERS: Record<string, { company: string; jobTitle: string; phone: string }> = {
  'demo-user-minjun': { company: '', jobTitle: '', phone: '010-0000-1001' },
  'demo-user-seoyeon': { company: '샘플자산운용 (샘플)', jobTitle: '운용본부 팀장', phone: '010-0000-1002' },
  'demo-user-jiho': { company: 'SPI (샘플)', jobTitle: '에디터', phone: '010-0000-2001' },
  'demo-user-yuna': { company: '', jobTitle: '', phone: '010-0000-2002' },
  'demo-user-haeun': { company: '', jobTitle: '개인 투자자', phone: '010-0000-1003' },
};

function generateRegistrations(eventRows: DemoEventRow[]): DemoRegistrationRow[] {
  return DEMO_REGISTRATIONS.map((r, i) => {
    const event = eventRows.find((e) => e.key === r.event)!;
    const user = DEMO_USERS.find((u) => u.id === r.user)!;
    const profile = COMPANIES_OF_USERS[r.user]!;
    // Registered a few days after the event was announced (always before it starts).
    const confirmedAt = new Date(Math.min(event.publishedAt!.getTime() + (2 + (i % 6)) * DAY, (event.startsAt as Date).getTime() - DAY));
    const cancelledAt = r.status === 'CANCELLED' ? new Date(confirmedAt.getTime() + DAY) : null;
    return {
      eventId: event.id,
      userId: user.id,
      status: r.status,
      name: user.nickname,
      email: user.email,
      phone: profile.phone,
      company: profile.company,
      jobTitle: profile.jobTitle,
      note: '',
      amountWon: 0,
      confirmedAt,
      cancelledAt,
      createdAt: confirmedAt,
      updatedAt: cancelledAt ?? confirmedAt,
    };
  });
}

function generateMaterials(eventRows: DemoEventRow[]): DemoMaterialRow[] {
  return DEMO_EVENT_MATERIALS.map((m, i) => {
    const event = eventRows.find((e) => e.key === m.event)!;
    const bytes = buildSamplePdf([...m.lines, `Event: ${event.key}`]);
    return {
      eventId: event.id,
      title: m.title,
      fileName: m.fileName,
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      // Event file keys are 'materials/<8–64 of [A-Za-z0-9_-]>.<ext>' (the API's event file storage).
      storageKey: `materials/demo-${hex(`material:${m.event}:${i}`).slice(0, 24)}.pdf`,
      registrantsOnly: m.registrantsOnly,
      createdAt: event.endsAt as Date,
      bytes,
    };
  });
}

function generateJobs(today: string, base: number): DemoJobRow[] {
  return DEMO_JOB_SPECS.map((spec, index) => {
    const company = DEMO_COMPANIES[spec.company];
    const text = JOB_FAMILY_TEXT[spec.family];
    const seed = `job:${index}:${spec.title}`;
    const newcomer = spec.experience[0] === 0;
    const requirements = newcomer
      ? ['상업용 부동산 분야에서 경력을 시작하려는 분', ...pickSome(text.requirements.filter((r) => !r.includes('경험')), 2, `${seed}:req`)]
      : pickSome(text.requirements, 3, `${seed}:req`);
    const publishedAt = spec.status === 'DRAFT' ? null : seoulInstant(today, -spec.publishedDaysAgo, '09:30');
    return {
      id: base + index + 1,
      company: company.name,
      companyDescription: company.description,
      title: spec.title,
      roleFamily: spec.family,
      location: spec.location,
      locationDetail: spec.locationDetail,
      experienceMin: spec.experience[0],
      experienceMax: spec.experience[1],
      employmentType: spec.employment,
      salaryMinManwon: spec.salary[0],
      salaryMaxManwon: spec.salary[1],
      deadline: spec.deadline === null ? null : seoulDay(today, spec.deadline),
      description: `${spec.lead}\n\n${bullets(pickSome(text.duties, 4, `${seed}:duties`))}`,
      requirements: bullets(requirements),
      preferred: bullets(pickSome(text.preferred, 2, `${seed}:pref`)),
      benefits: bullets(pickSome(JOB_BENEFITS, 3, `${seed}:benefits`)),
      applyMethod: spec.apply,
      applyUrl: spec.apply === 'LINK' ? `https://${company.domain}/careers/${index + 1}` : '',
      applyEmail: spec.apply === 'EMAIL' ? `recruit@${company.domain}` : '',
      status: spec.status,
      tags: spec.tags,
      isSample: true,
      publishedAt,
      createdAt: seoulInstant(today, -spec.publishedDaysAgo - 1, '17:00'),
      updatedAt: publishedAt ?? seoulInstant(today, -spec.publishedDaysAgo, '09:30'),
    };
  });
}

function generateCityfolio(today: string, base: number, eventRows: DemoEventRow[]): { rows: DemoCityfolioRow[]; pictures: DemoPicture[] } {
  const pictures: DemoPicture[] = [];
  const rows = DEMO_CITYFOLIO_SPECS.map((spec, index): DemoCityfolioRow => {
    const publishedAt = seoulInstant(today, -spec.publishedDaysAgo, '08:00');
    const row: DemoCityfolioRow = {
      id: base + index + 1,
      key: spec.key,
      kind: spec.kind,
      title: spec.title,
      summary: spec.summary,
      body: spec.body,
      coverUrl: '',
      status: 'PUBLISHED',
      tags: spec.tags,
      isSample: true,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - DAY),
      updatedAt: publishedAt,
    };
    if (spec.kind === 'EVENT') {
      const linked = spec.linkedEvent ? eventRows.find((e) => e.key === spec.linkedEvent)! : null;
      if (linked) {
        row.eventStartsAt = linked.startsAt;
        row.eventEndsAt = linked.endsAt;
        row.eventPlace = linked.venueName || '온라인';
        row.linkedEventId = linked.id;
      } else {
        const startsAt = seoulInstant(today, spec.day!, spec.start!);
        row.eventStartsAt = startsAt;
        row.eventEndsAt = new Date(startsAt.getTime() + spec.minutes! * MINUTE);
        row.eventPlace = spec.place ?? '';
        row.eventUrl = spec.url ?? '';
      }
    } else if (spec.kind === 'VIDEO') {
      const picture = demoPictureId(spec.key);
      pictures.push({ id: picture, svg: videoStillSvg(spec.key, spec.title), ...VIDEO_STILL, alt: `${spec.title} 영상 미리보기 (샘플 이미지)`, name: `${spec.key}.svg` });
      Object.assign(row, {
        videoProvider: spec.provider, videoId: spec.videoId, videoTitle: spec.videoTitle, videoAuthor: spec.author,
        videoThumbnailUrl: mediaPath(picture), videoDurationSec: spec.durationSec, videoMetadataAt: publishedAt,
      });
    } else {
      const picture = demoPictureId(spec.key);
      pictures.push({ id: picture, svg: bookCoverSvg(spec.key, spec.title, spec.author, spec.publisher), ...BOOK_COVER, alt: `${spec.title} 표지 (샘플 이미지)`, name: `${spec.key}.svg` });
      Object.assign(row, {
        coverUrl: mediaPath(picture), bookAuthor: spec.author, bookPublisher: spec.publisher, bookPublishedOn: spec.publishedOn,
        bookIsbn: demoIsbn(spec.key), bookPages: spec.pages, bookRating: spec.rating,
      });
    }
    return row;
  });
  return { rows, pictures };
}

/**
 * The demo 이벤트, 채용 and 시티폴리오 data for a load day: the same day and id bases always give the same
 * rows (no clock, no randomness beyond seeded choices).
 */
export function generateDemoCommunity({ today, idBase = { events: 0, jobs: 0, cityfolio: 0 } }: DemoCommunityOptions): DemoCommunity {
  const eventRows = generateEvents(today, idBase.events);
  const { rows, pictures } = generateCityfolio(today, idBase.cityfolio, eventRows);
  return {
    events: eventRows, registrations: generateRegistrations(eventRows), materials: generateMaterials(eventRows), jobs: generateJobs(today, idBase.jobs), cityfolio: rows, pictures,
  };
}
