import {
  AppError, addDays, contentHref, CONTENT_TYPE_REGISTRY, DEAL_ASSET_TYPE_LABELS, DEAL_ID_PATTERN, DEAL_REGION_SHORT_LABELS, DEAL_STATUS_LABELS,
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

export const CONTENT_TYPE_HANDLERS: Record<ContentType, ContentTypeHandler> = {
  CONTENT: articles,
  REITS: reits,
  DEAL: deals,
  FUND: funds,
};

const NOT_FOUND_MESSAGES: Record<ContentType, string> = { CONTENT: '기사를 찾을 수 없습니다.', REITS: '리츠를 찾을 수 없습니다.', DEAL: '딜 정보를 찾을 수 없습니다.', FUND: '펀드를 찾을 수 없습니다.' };

/** The stored id of a scrap target, or 404 with a message naming the type. */
export async function resolveContentId(db: Db, type: ContentType, rawId: string, now: Date): Promise<string> {
  const id = await CONTENT_TYPE_HANDLERS[type].resolveId(db, rawId, now);
  if (id === null) {
    throw new AppError('NOT_FOUND', CONTENT_TYPE_REGISTRY[type].available ? NOT_FOUND_MESSAGES[type] : `${CONTENT_TYPE_REGISTRY[type].label}은 아직 저장할 수 없습니다.`);
  }
  return id;
}
