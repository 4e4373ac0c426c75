import {
  AppError, addDays, CITYFOLIO_KIND_LABELS, contentHref, CONTENT_TYPE_REGISTRY, EVENT_FORMAT_LABELS, EVENT_PRICE_POLICY_LABELS, EVENT_TYPE_LABELS,
  eventPhase, formatExperience, isJobClosed, JOB_EMPLOYMENT_TYPE_LABELS, jobDaysLeft, JOB_LOCATION_LABELS, VIDEO_PROVIDER_LABELS, DEAL_ASSET_TYPE_LABELS, DEAL_ID_PATTERN, DEAL_REGION_SHORT_LABELS, DEAL_STATUS_LABELS,
  formatSignedPercent, formatWon, FUND_ID_PATTERN, FUND_STRATEGY_LABELS, priceBandOf, REIT_SECTOR_LABELS, TICKER_PATTERN,
  type ContentCard, type ContentType,
} from '@spi/core';
import { schema, type Db } from '@spi/db';
import { and, desc, eq, gte, inArray, max } from 'drizzle-orm';
import { isReadable, loadArticlesByIds, type ArticleListRow } from '../loaders/load-articles';
import { presentArticleListItem } from '../presenters/article';

/**
 * The content-type registry (ADR 015): for each type of the spec's enumeration, how an id given by a
 * client resolves to a stored item (null when there is none), and how items are shown as cards in the
 * reader's lists (scraps now; history and search later). Every type that scraps accept is here.
 */
export interface ContentTypeHandler {
  type: ContentType;
  /** The canonical stored id, or null when no such item exists or the reader may not see it. */
  resolveId(db: Db, rawId: string, now: Date): Promise<string | null>;
  /** Cards for stored ids (missing ones are left out). */
  loadCards(db: Db, ids: string[], now: Date): Promise<Map<string, { card: ContentCard; article?: ReturnType<typeof presentArticleListItem> }>>;
}

const articles: ContentTypeHandler = {
  type: 'CONTENT',
  async resolveId(db, rawId, now) {
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
    if (id <= 0) return null;
    const [row] = await db.select({ id: schema.articles.id }).from(schema.articles).where(and(eq(schema.articles.id, id), isReadable(now)));
    return row ? String(id) : null;
  },
  async loadCards(db, ids, now) {
    const rows: ArticleListRow[] = await loadArticlesByIds(db, ids.map(Number), now, { listedOnly: false });
    return new Map(rows.map((a) => {
      const article = presentArticleListItem(a);
      return [String(a.id), { article, card: { title: article.title, subtitle: article.label, href: contentHref('CONTENT', String(a.id)), meta: [article.author.name, article.published.slice(0, 10).replaceAll('-', '.')] } }];
    }));
  },
};

const reits: ContentTypeHandler = {
  type: 'REITS',
  async resolveId(db, rawId) {
    const ticker = rawId.toUpperCase();
    if (!TICKER_PATTERN.test(ticker)) return null;
    const [row] = await db.select({ ticker: schema.reits.ticker }).from(schema.reits).where(eq(schema.reits.ticker, ticker));
    return row?.ticker ?? null;
  },
  async loadCards(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(schema.reits).where(inArray(schema.reits.ticker, ids));
    // Two queries whatever the page size: the latest trading day, then the last few days of every REIT asked for.
    const [latest] = await db.select({ date: max(schema.reitPrices.date) }).from(schema.reitPrices).where(inArray(schema.reitPrices.ticker, ids));
    const recent = latest?.date
      ? await db.select({ ticker: schema.reitPrices.ticker, close: schema.reitPrices.close, adj: schema.reitPrices.adjFactor }).from(schema.reitPrices)
        .where(and(inArray(schema.reitPrices.ticker, ids), gte(schema.reitPrices.date, addDays(latest.date, -10)))).orderBy(desc(schema.reitPrices.date))
      : [];
    const out = new Map<string, { card: ContentCard }>();
    for (const r of rows) {
      const [today, before] = recent.filter((p) => p.ticker === r.ticker);
      const meta = today ? [formatWon(today.close)] : [];
      if (today && before) meta.push(formatSignedPercent((today.close * today.adj) / (before.close * before.adj) - 1));
      out.set(r.ticker, { card: { title: r.nameKo, subtitle: `${r.ticker} · ${REIT_SECTOR_LABELS[r.sector]} · ${r.amc}`, href: contentHref('REITS', r.ticker), meta } });
    }
    return out;
  },
};

/** 딜정보: ids like 'D-2024-0153' (case-insensitive); the card never shows a price, only its band. */
const deals: ContentTypeHandler = {
  type: 'DEAL',
  async resolveId(db, rawId) {
    const id = rawId.toUpperCase();
    if (!DEAL_ID_PATTERN.test(id)) return null;
    const [row] = await db.select({ id: schema.deals.id }).from(schema.deals).where(eq(schema.deals.id, id));
    return row?.id ?? null;
  },
  async loadCards(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select({
      id: schema.deals.id, assetName: schema.deals.assetName, region: schema.deals.region, assetType: schema.deals.assetType,
      status: schema.deals.status, dealDate: schema.deals.dealDate, priceWon: schema.deals.priceWon,
    }).from(schema.deals).where(inArray(schema.deals.id, ids));
    return new Map(rows.map((d) => {
      const band = priceBandOf(d.priceWon);
      const meta = [d.dealDate.replaceAll('-', '.'), ...(band ? [band] : [])];
      const subtitle = `${DEAL_REGION_SHORT_LABELS[d.region]} · ${DEAL_ASSET_TYPE_LABELS[d.assetType]} · ${DEAL_STATUS_LABELS[d.status]}`;
      return [d.id, { card: { title: d.assetName, subtitle, href: contentHref('DEAL', d.id), meta } }];
    }));
  },
};

/** 사모펀드: fund codes (case-insensitive); the card shows identity only (public to everyone). */
const funds: ContentTypeHandler = {
  type: 'FUND',
  async resolveId(db, rawId) {
    const id = rawId.toUpperCase();
    if (!FUND_ID_PATTERN.test(id)) return null;
    const [row] = await db.select({ id: schema.funds.id }).from(schema.funds).where(eq(schema.funds.id, id));
    return row?.id ?? null;
  },
  async loadCards(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db.select({ id: schema.funds.id, name: schema.funds.name, amc: schema.funds.amc, strategy: schema.funds.strategy, inceptionDate: schema.funds.inceptionDate })
      .from(schema.funds).where(inArray(schema.funds.id, ids));
    return new Map(rows.map((f) => [f.id, {
      card: { title: f.name, subtitle: `${f.amc} · ${FUND_STRATEGY_LABELS[f.strategy]}`, href: contentHref('FUND', f.id), meta: [`${f.inceptionDate.slice(0, 4)}년 설정`] },
    }]));
  },
};

/** A positive integer id (events, job postings and 시티폴리오 items are serial), or 0. */
function serialId(rawId: string): number {
  return /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : 0;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** '2026.12.03(목) 14:00' in Asia/Seoul. */
function seoulDateTime(at: Date): string {
  const local = new Date(at.getTime() + 9 * 3600_000);
  const iso = local.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '.')}(${WEEKDAYS[local.getUTCDay()]}) ${iso.slice(11, 16)}`;
}

/** 이벤트: published (or since cancelled) events; the card shows when and how, never the online link. */
const events: ContentTypeHandler = {
  type: 'EVENT',
  async resolveId(db, rawId) {
    const id = serialId(rawId);
    if (!id) return null;
    const [row] = await db.select({ id: schema.events.id }).from(schema.events)
      .where(and(eq(schema.events.id, id), inArray(schema.events.status, ['PUBLISHED', 'CANCELLED'])));
    return row ? String(row.id) : null;
  },
  async loadCards(db, ids, now) {
    const wanted = ids.map(serialId).filter(Boolean);
    if (wanted.length === 0) return new Map();
    const rows = await db.select({
      id: schema.events.id, title: schema.events.title, type: schema.events.type, format: schema.events.format, status: schema.events.status,
      startsAt: schema.events.startsAt, endsAt: schema.events.endsAt, venueName: schema.events.venueName, pricePolicy: schema.events.pricePolicy,
    }).from(schema.events).where(and(inArray(schema.events.id, wanted), inArray(schema.events.status, ['PUBLISHED', 'CANCELLED'])));
    return new Map(rows.map((e) => {
      const phase = e.status === 'CANCELLED' ? '행사 취소' : eventPhase(e, now) === 'ENDED' ? '종료' : eventPhase(e, now) === 'ONGOING' ? '진행 중' : '';
      const meta = [e.format === 'ONLINE' ? EVENT_FORMAT_LABELS.ONLINE : e.venueName || EVENT_FORMAT_LABELS[e.format], EVENT_PRICE_POLICY_LABELS[e.pricePolicy], ...(phase ? [phase] : [])];
      const card = { title: e.title, subtitle: `${EVENT_TYPE_LABELS[e.type]} · ${seoulDateTime(e.startsAt)}`, href: contentHref('EVENT', String(e.id)), meta };
      return [String(e.id), { card }];
    }));
  },
};

/** 채용: published postings, open or closed (a closed one shows 마감). */
const recruit: ContentTypeHandler = {
  type: 'RECRUIT',
  async resolveId(db, rawId) {
    const id = serialId(rawId);
    if (!id) return null;
    const [row] = await db.select({ id: schema.jobPostings.id }).from(schema.jobPostings)
      .where(and(eq(schema.jobPostings.id, id), eq(schema.jobPostings.status, 'PUBLISHED')));
    return row ? String(row.id) : null;
  },
  async loadCards(db, ids, now) {
    const wanted = ids.map(serialId).filter(Boolean);
    if (wanted.length === 0) return new Map();
    const rows = await db.select({
      id: schema.jobPostings.id, title: schema.jobPostings.title, company: schema.jobPostings.company, location: schema.jobPostings.location,
      employmentType: schema.jobPostings.employmentType, experienceMin: schema.jobPostings.experienceMin, experienceMax: schema.jobPostings.experienceMax,
      deadline: schema.jobPostings.deadline,
    }).from(schema.jobPostings).where(and(inArray(schema.jobPostings.id, wanted), eq(schema.jobPostings.status, 'PUBLISHED')));
    return new Map(rows.map((j) => {
      const left = jobDaysLeft(j.deadline, now);
      const due = isJobClosed(j.deadline, now) ? '마감' : !j.deadline ? '상시 채용' : left === 0 ? '오늘 마감' : `D-${left} (${j.deadline.replaceAll('-', '.')} 마감)`;
      const meta = [JOB_EMPLOYMENT_TYPE_LABELS[j.employmentType], formatExperience(j.experienceMin, j.experienceMax), due];
      return [String(j.id), { card: { title: j.title, subtitle: `${j.company} · ${JOB_LOCATION_LABELS[j.location]}`, href: contentHref('RECRUIT', String(j.id)), meta } }];
    }));
  },
};

/** 시티폴리오: published events, videos and books (one id space). */
const cityfolio: ContentTypeHandler = {
  type: 'CITYFOLIO',
  async resolveId(db, rawId) {
    const id = serialId(rawId);
    if (!id) return null;
    const [row] = await db.select({ id: schema.cityfolioItems.id }).from(schema.cityfolioItems)
      .where(and(eq(schema.cityfolioItems.id, id), eq(schema.cityfolioItems.status, 'PUBLISHED')));
    return row ? String(row.id) : null;
  },
  async loadCards(db, ids) {
    const wanted = ids.map(serialId).filter(Boolean);
    if (wanted.length === 0) return new Map();
    const c = schema.cityfolioItems;
    const rows = await db.select({
      id: c.id, kind: c.kind, title: c.title, eventStartsAt: c.eventStartsAt, eventPlace: c.eventPlace, videoProvider: c.videoProvider,
      videoAuthor: c.videoAuthor, videoDurationSec: c.videoDurationSec, bookAuthor: c.bookAuthor, bookPublisher: c.bookPublisher, bookRating: c.bookRating,
    }).from(c).where(and(inArray(c.id, wanted), eq(c.status, 'PUBLISHED')));
    return new Map(rows.map((item) => {
      const kind = CITYFOLIO_KIND_LABELS[item.kind];
      let subtitle: string;
      let meta: string[];
      if (item.kind === 'EVENT') {
        subtitle = item.eventStartsAt ? `${kind} · ${seoulDateTime(item.eventStartsAt)}` : kind;
        meta = item.eventPlace ? [item.eventPlace] : [];
      } else if (item.kind === 'VIDEO') {
        subtitle = [kind, item.videoAuthor].filter(Boolean).join(' · ');
        meta = [...(item.videoProvider ? [VIDEO_PROVIDER_LABELS[item.videoProvider]] : []), ...(item.videoDurationSec ? [`${Math.max(1, Math.round(item.videoDurationSec / 60))}분`] : [])];
      } else {
        subtitle = [kind, item.bookAuthor].filter(Boolean).join(' · ');
        meta = [...(item.bookPublisher ? [item.bookPublisher] : []), ...(item.bookRating ? [`평점 ${item.bookRating}/5`] : [])];
      }
      return [String(item.id), { card: { title: item.title, subtitle, href: contentHref('CITYFOLIO', String(item.id)), meta } }];
    }));
  },
};

export const CONTENT_TYPE_HANDLERS: Record<ContentType, ContentTypeHandler> = {
  CONTENT: articles,
  REITS: reits,
  DEAL: deals,
  FUND: funds,
  EVENT: events,
  RECRUIT: recruit,
  CITYFOLIO: cityfolio,
};

const NOT_FOUND_MESSAGES: Record<ContentType, string> = {
  CONTENT: '기사를 찾을 수 없습니다.', REITS: '리츠를 찾을 수 없습니다.', DEAL: '딜 정보를 찾을 수 없습니다.', FUND: '펀드를 찾을 수 없습니다.',
  EVENT: '이벤트를 찾을 수 없습니다.', RECRUIT: '채용 공고를 찾을 수 없습니다.', CITYFOLIO: '시티폴리오 콘텐츠를 찾을 수 없습니다.',
};

/** The stored id of a scrap target, or 404 with a message naming the type. */
export async function resolveContentId(db: Db, type: ContentType, rawId: string, now: Date): Promise<string> {
  const id = await CONTENT_TYPE_HANDLERS[type].resolveId(db, rawId, now);
  if (id === null) {
    throw new AppError('NOT_FOUND', CONTENT_TYPE_REGISTRY[type].available ? NOT_FOUND_MESSAGES[type] : `${CONTENT_TYPE_REGISTRY[type].label}은 아직 저장할 수 없습니다.`);
  }
  return id;
}
