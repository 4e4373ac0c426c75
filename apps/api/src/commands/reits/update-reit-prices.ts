import type { Db } from '@spi/db';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentChangeNotifier } from '../../adapters/content-change-notifier';
import type { PriceFeed } from '../../adapters/price-feed';
import { CONTENT_TAGS } from '../../cache/content-tags';
import { importReitFiles, type ImportReport } from './import-reit-files';

/** The feed has not published the day yet: the job runner retries later. */
export class PricesNotPublishedError extends Error {
  constructor(readonly date: string) {
    super(`no prices for ${date} from the price feed yet`);
  }
}

/** The feed's rows did not pass the importer's checks: nothing was written. */
export class PriceFeedRejectedError extends Error {
  constructor(readonly date: string, readonly report: ImportReport) {
    super(`the price feed's rows for ${date} were rejected: ${report.files.flatMap((f) => f.errors).slice(0, 5).map((e) => `row ${e.row}: ${e.code}`).join(', ')}`);
  }
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Loads one day's prices from the feed into reit_prices through the REIT importer (the same checks,
 * all-or-nothing, idempotent: running a day twice changes nothing), then tells the pages. Throws
 * PricesNotPublishedError while the feed has nothing for the day.
 */
export async function updateReitPrices(
  db: Db,
  feed: PriceFeed,
  date: string,
  options: { notifier?: ContentChangeNotifier; log?: FastifyBaseLogger; now?: Date } = {},
): Promise<ImportReport> {
  const rows = await feed.dailyPrices(date);
  if (rows === null) throw new PricesNotPublishedError(date);
  const header = 'ticker,date,open,high,low,close,volume,adj_factor,source';
  const lines = rows.map((r) => [r.ticker, r.date, r.open, r.high, r.low, r.close, r.volume, 1, feed.source].map(csvCell).join(','));
  const bytes = new TextEncoder().encode(`${[header, ...lines].join('\n')}\n`);
  const report = await importReitFiles(db, [{ name: `prices-${date}.csv`, bytes }], { importedBy: null, now: options.now });
  if (!report.ok) throw new PriceFeedRejectedError(date, report);
  const file = report.files[0]!;
  options.log?.info({ date, rows: file.rows, inserted: file.inserted, updated: file.updated, feed: feed.kind }, 'REIT prices updated from the feed');
  if (report.written) await options.notifier?.notify([CONTENT_TAGS.reits]);
  return report;
}

/** The Asia/Seoul calendar date of an instant. */
export function seoulDate(instant: Date): string {
  return new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}
