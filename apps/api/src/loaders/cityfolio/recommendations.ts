import {
  contentHref, INVESTMENT_PROFILES, PROFILE_ASSET_TYPES, profileChoiceLabel, REIT_SECTOR_LABELS, type InvestmentProfileAnswers,
  type InvestmentProfileCode, type InvestmentProfileRecommendations, type RecommendedReit, type ReitSector,
} from '@spi/core';
import type { Db } from '@spi/db';
import { presentArticleListItem } from '../../presenters/article';
import { presentCityfolioSummary } from '../../presenters/cityfolio/item';
import { loadArticlesTagged, loadLatest, type ArticleListRow } from '../load-articles';
import type { ReitDataset, ReitEntry } from '../reits/reit-dataset';
import { loadItemsSharingTags, loadLatestItems } from './load-cityfolio';

/**
 * What a questionnaire result recommends (ADR 020 §7), deterministic for the same answers and data:
 * - REITs (up to 5): in the preferred sectors, meeting the profile's traits (trailing dividend yield at
 *   least minDividendYield, debt to assets at most maxLeverage), ranked by yield for the profiles that
 *   prefer yield and by market cap (large, steady) for the others; relaxed step by step (any yield and
 *   leverage in the preferred sectors, then every sector) until there are 3;
 * - articles (up to 4) tagged with the preferred asset types, '리츠' or the profile's theme, filled up
 *   with the latest 전문가 articles;
 * - 시티폴리오 items (up to 3) sharing those tags, filled up with the newest.
 */
export const RECOMMENDED_REITS = 5;
const MIN_REITS = 3;
export const RECOMMENDED_ARTICLES = 4;
export const RECOMMENDED_ITEMS = 3;

const THEMES: Record<InvestmentProfileCode, string[]> = {
  STABLE: ['배당', '리츠'],
  STABILITY_SEEKING: ['배당', '리츠'],
  NEUTRAL: ['리츠', '투자'],
  ACTIVE: ['투자', '리츠', '물류'],
  AGGRESSIVE: ['투자', '개발', '밸류애드'],
};

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

export function recommendReits(dataset: ReitDataset | null, code: InvestmentProfileCode, sectors: readonly ReitSector[]): RecommendedReit[] {
  if (!dataset) return [];
  const { traits, label } = INVESTMENT_PROFILES[code];
  const yieldOf = (e: ReitEntry) => e.metrics.dividendYield.value;
  const leverageOf = (e: ReitEntry) => e.metrics.debtToAssets.value;
  const inSector = (e: ReitEntry) => sectors.length === 0 || sectors.includes(e.row.sector);
  const fits = (e: ReitEntry) => {
    const y = yieldOf(e);
    const l = leverageOf(e);
    return (traits.minDividendYield === null || (y !== null && y >= traits.minDividendYield)) && (traits.maxLeverage === null || (l !== null && l <= traits.maxLeverage));
  };
  const rank = (a: ReitEntry, b: ReitEntry) => {
    const primary = traits.preferYield
      ? (yieldOf(b) ?? -1) - (yieldOf(a) ?? -1)
      : (b.metrics.marketCap.value ?? -1) - (a.metrics.marketCap.value ?? -1);
    return primary || a.row.ticker.localeCompare(b.row.ticker);
  };
  const withPrice = dataset.entries.filter((e) => e.price !== null);
  const picked: Array<{ entry: ReitEntry; reason: string }> = [];
  const take = (list: ReitEntry[], reason: (e: ReitEntry) => string, upTo: number) => {
    for (const entry of [...list].sort(rank)) {
      if (picked.length >= upTo) return;
      if (!picked.some((p) => p.entry === entry)) picked.push({ entry, reason: reason(entry) });
    }
  };
  const describe = (e: ReitEntry) => {
    const parts = [`${REIT_SECTOR_LABELS[e.row.sector]} 섹터`];
    const y = yieldOf(e);
    const l = leverageOf(e);
    if (y !== null) parts.push(`배당수익률 ${pct(y)}`);
    if (l !== null) parts.push(`부채비율 ${pct(l)}`);
    return parts.join(', ');
  };
  take(withPrice.filter((e) => inSector(e) && fits(e)), (e) => `${describe(e)}로 ${label}의 기준에 맞습니다.`, RECOMMENDED_REITS);
  take(withPrice.filter(inSector), (e) => `선호하신 섹터의 리츠입니다 (${describe(e)}).`, MIN_REITS);
  take(withPrice.filter(fits), (e) => `${describe(e)}로 ${label}의 기준에 맞는 다른 섹터 리츠입니다.`, MIN_REITS);
  return picked.map(({ entry, reason }) => ({
    ticker: entry.row.ticker,
    nameKo: entry.row.nameKo,
    sector: entry.row.sector,
    sectorLabel: REIT_SECTOR_LABELS[entry.row.sector],
    dividendYield: yieldOf(entry),
    leverage: leverageOf(entry),
    asOf: entry.data.prices.at(-1)?.date ?? dataset.asOf,
    reason,
    href: contentHref('REITS', entry.row.ticker),
  }));
}

/** The tags a result looks for: the labels of the preferred asset types, then the profile's themes. */
export function recommendationTags(answers: InvestmentProfileAnswers, code: InvestmentProfileCode): string[] {
  const types = PROFILE_ASSET_TYPES.filter((t) => answers.assetTypes.includes(t)).map((t) => profileChoiceLabel('assetTypes', t));
  return [...new Set([...types, ...THEMES[code], INVESTMENT_PROFILES[code].label])];
}

export async function loadRecommendations(
  db: Db,
  answers: InvestmentProfileAnswers,
  code: InvestmentProfileCode,
  sectors: readonly ReitSector[],
  dataset: ReitDataset | null,
  now: Date,
): Promise<InvestmentProfileRecommendations> {
  const tags = recommendationTags(answers, code);
  const [tagged, latest, items] = await Promise.all([
    loadArticlesTagged(db, tags, RECOMMENDED_ARTICLES, now),
    loadLatest(db, 'PRO', RECOMMENDED_ARTICLES, now),
    loadItemsSharingTags(db, tags, RECOMMENDED_ITEMS),
  ]);
  const articles: ArticleListRow[] = [...tagged];
  for (const row of latest) if (articles.length < RECOMMENDED_ARTICLES && !articles.some((a) => a.id === row.id)) articles.push(row);
  const moreItems = await loadLatestItems(db, RECOMMENDED_ITEMS - items.length, items.map((i) => i.id));
  return {
    reits: recommendReits(dataset, code, sectors),
    articles: articles.map(presentArticleListItem),
    items: [...items, ...moreItems].map(presentCityfolioSummary),
    reitsAsOf: dataset && dataset.entries.length > 0 ? dataset.asOf : null,
  };
}
