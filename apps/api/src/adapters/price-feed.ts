import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PriceRow } from '@spi/core';
import { parse } from 'csv-parse/sync';

/** One REIT's prices for one trading day, as a feed delivers them (the price row of core, unadjusted). */
export type DailyPrice = { ticker: string } & Omit<PriceRow, 'adjFactor'>;

/**
 * Where daily closes come from (ADR 016). `dailyPrices(date)` answers the day's rows for every ticker the
 * feed knows, or null while the day is not published yet (the job retries later). Values are not
 * trusted: the job checks them with the importer's rules before anything is written.
 */
export interface PriceFeed {
  readonly kind: string;
  /** Shown as the source of the imported rows. */
  readonly source: string;
  dailyPrices(date: string): Promise<DailyPrice[] | null>;
}

/**
 * The local feed: `<dir>/prices-YYYY-MM-DD.csv` with the columns of the price import
 * (ticker,date,open,high,low,close,volume). A vendor's end-of-day file dropped there by any means
 * (SFTP, a cron job) is picked up by the next run; a production HTTP feed implements the same interface.
 */
export class FilePriceFeed implements PriceFeed {
  readonly kind = 'file';
  readonly source = '가격 피드 (파일)';

  constructor(private readonly dir: string) {}

  fileFor(date: string): string {
    return path.join(this.dir, `prices-${date}.csv`);
  }

  async dailyPrices(date: string): Promise<DailyPrice[] | null> {
    let text: string;
    try {
      text = await readFile(this.fileFor(date), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, bom: true, trim: true }) as Array<Record<string, string>>;
    // A cell that is not a number becomes NaN, which the importer's checks report by row.
    const num = (cell: string | undefined) => (cell === undefined || cell === '' ? Number.NaN : Number(cell.replaceAll(',', '')));
    return records.map((r) => ({
      ticker: r.ticker ?? '',
      date: r.date || date,
      open: num(r.open),
      high: num(r.high),
      low: num(r.low),
      close: num(r.close),
      volume: num(r.volume),
    }));
  }
}

/** No feed configured: every day is "not published", and the job says so in the log. */
export class NoPriceFeed implements PriceFeed {
  readonly kind = 'off';
  readonly source = '';
  async dailyPrices(): Promise<null> {
    return null;
  }
}
