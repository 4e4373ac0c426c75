import { max, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { indexCityfolioSearchDocuments, indexEventSearchDocuments, indexJobSearchDocuments } from '../../community-search';
import { cityfolioItems, eventMaterials, eventRegistrations, events, jobPostings, media } from '../../schema';
import type { DemoLoader } from '../../seed';
import { seoulDayOf } from './dates';
import { generateDemoCommunity } from './generate';

export { DEMO_CITYFOLIO_SPECS } from './cityfolio';
export { seoulDayOf, seoulInstant } from './dates';
export { DEMO_EVENT_MATERIALS, DEMO_EVENT_SPECS, DEMO_FILE_EVENT_KEY, DEMO_REGISTRATIONS, DEMO_SMALL_EVENT_KEY, DEMO_SMALL_EVENT_TITLE } from './events';
export { DEMO_COMPANIES, DEMO_JOB_SPECS } from './jobs';
export { demoIsbn, demoPictureId, generateDemoCommunity, type DemoCommunity, type DemoCommunityOptions } from './generate';

async function maxId(tx: Db, table: typeof events | typeof jobPostings | typeof cityfolioItems): Promise<number> {
  const [row] = await tx.select({ n: max(table.id) }).from(table);
  return row?.n ?? 0;
}

/** After explicit ids, the serial sequence continues after the largest id (an editor's next row gets N+1). */
async function syncSequence(tx: Db, table: 'events' | 'job_postings' | 'cityfolio_items'): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`);
}

/**
 * 이벤트 (15 seminars, one of them a draft and one cancelled, with registrations of the demo accounts),
 * 채용 (31 postings, one a draft) and 시티폴리오 (24 events, videos and books), every row is_sample, dates
 * relative to the load day in Asia/Seoul (see dates.ts: the seminars stay upcoming whatever day the
 * product is first started). Sample PDF materials of four past seminars go to the event file storage
 * when the host gives one (`writeEventFile`); without it no material row is made. Video stills and book covers are drawn locally and stored through the
 * host's media storage when it gives one (the API server); without it (tests) those addresses stay empty
 * and the web shows its own placeholder. Then the search documents of all three.
 */
export const demoCommunityLoader: DemoLoader = {
  name: 'community',
  async load(tx: Db, context) {
    const idBase = { events: await maxId(tx, events), jobs: await maxId(tx, jobPostings), cityfolio: await maxId(tx, cityfolioItems) };
    const data = generateDemoCommunity({ today: seoulDayOf(new Date()), idBase });
    const withPictures = Boolean(context.writeMedia);
    if (withPictures) {
      for (const picture of data.pictures) {
        const bytes = new TextEncoder().encode(picture.svg);
        const storageKey = `${picture.id}/original.svg`;
        await context.writeMedia!(storageKey, bytes, 'image/svg+xml');
        await tx.insert(media).values({
          id: picture.id, kind: 'IMAGE', mime: 'image/svg+xml', bytes: bytes.length, width: picture.width, height: picture.height,
          storageKey, alt: picture.alt, originalName: picture.name,
        }).onConflictDoNothing();
      }
    }
    await tx.insert(events).values(data.events.map(({ key: _key, ...row }) => row));
    await tx.insert(eventRegistrations).values(data.registrations);
    if (context.writeEventFile) {
      for (const { bytes, ...material } of data.materials) {
        await context.writeEventFile(material.storageKey, bytes, material.contentType);
        await tx.insert(eventMaterials).values(material);
      }
    }
    await tx.insert(jobPostings).values(data.jobs);
    await tx.insert(cityfolioItems).values(data.cityfolio.map(({ key: _key, ...row }) => (withPictures ? row : { ...row, coverUrl: '', videoThumbnailUrl: '' })));
    for (const table of ['events', 'job_postings', 'cityfolio_items'] as const) await syncSequence(tx, table);
    await indexEventSearchDocuments(tx);
    await indexJobSearchDocuments(tx);
    await indexCityfolioSearchDocuments(tx);
  },
};
