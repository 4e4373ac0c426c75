import { AppError, pricePerPyeong, type DealInput } from '@spi/core';
import { dealSearchText, indexDealSearchDocuments, schema, type Db } from '@spi/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { diffFields, recordChange } from '../audit/record-change';
import { invalidFields } from '../cms/cms-context';
import { inTransaction } from '../transaction';

const { deals } = schema;

type DealRecord = typeof deals.$inferSelect;
/** The stored fields an editor sets, plus the derived 평당가 and search text. */
type DealValues = Omit<typeof deals.$inferInsert, 'createdAt' | 'updatedAt'> & { id: string };

export interface DealWriteResult {
  id: string;
  /** A fund names or held the deal, before or after: fund pages show it too. */
  fundsTouched: boolean;
}

const blankToNull = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t.toUpperCase();
};

/** The row to store for an input: normalized links and tags, 평당가 (grossed up to 100 %) and the search text. */
export function dealValues(id: string, input: Omit<DealInput, 'id'>): DealValues {
  const values = {
    id,
    assetName: input.assetName,
    address: input.address,
    district: input.district,
    region: input.region,
    assetType: input.assetType,
    subtype: input.subtype,
    gfaSqm: input.gfaSqm,
    landSqm: input.landSqm,
    completionYear: input.completionYear,
    priceWon: input.priceWon === null ? null : Math.round(input.priceWon),
    pricePerPyeongWon: pricePerPyeong(input.priceWon, input.gfaSqm, input.stake),
    capRate: input.capRate,
    priceQuality: input.priceQuality,
    buyer: input.buyer,
    buyerType: input.buyerType,
    seller: input.seller,
    sellerType: input.sellerType,
    buyerReitTicker: blankToNull(input.buyerReitTicker),
    sellerReitTicker: blankToNull(input.sellerReitTicker),
    buyerFundId: blankToNull(input.buyerFundId),
    sellerFundId: blankToNull(input.sellerFundId),
    amc: input.amc,
    advisor: input.advisor,
    lender: input.lender,
    ltv: input.ltv,
    structure: input.structure,
    stake: input.stake,
    status: input.status,
    dealDate: input.dealDate,
    source: input.source,
    description: input.description,
    tags: [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))],
    isSample: input.isSample ?? false,
  };
  return { ...values, searchText: dealSearchText(values) };
}

/** The largest amount stored (1경원): far above any deal, well inside a bigint and a safe JS integer. */
const MAX_WON = 1e16;

/** Amounts the database cannot hold are a 400 naming the field, never a 500. */
function checkAmounts(v: DealValues): void {
  const issues: Array<{ path: string; message: string }> = [];
  if (v.priceWon != null && v.priceWon > MAX_WON) issues.push({ path: 'priceWon', message: '거래가는 1경원 이하로 입력해 주세요.' });
  else if (v.pricePerPyeongWon != null && !(v.pricePerPyeongWon <= MAX_WON)) {
    issues.push({ path: 'gfaSqm', message: '연면적이나 거래 지분이 너무 작아 평당가를 계산할 수 없습니다.' });
  }
  if (issues.length) throw invalidFields(issues);
}

/** 400 DEAL_REFERENCE_UNKNOWN (with the fields) when a REIT ticker or a fund code names nothing stored. */
async function checkReferences(tx: Db, v: DealValues): Promise<void> {
  const tickers = [v.buyerReitTicker, v.sellerReitTicker].filter((t): t is string => Boolean(t));
  const fundIds = [v.buyerFundId, v.sellerFundId].filter((t): t is string => Boolean(t));
  const [reits, funds] = await Promise.all([
    tickers.length ? tx.select({ id: schema.reits.ticker }).from(schema.reits).where(inArray(schema.reits.ticker, tickers)) : [],
    fundIds.length ? tx.select({ id: schema.funds.id }).from(schema.funds).where(inArray(schema.funds.id, fundIds)) : [],
  ]);
  const knownReits = new Set(reits.map((r) => r.id));
  const knownFunds = new Set(funds.map((f) => f.id));
  const issues: Array<{ path: string; message: string }> = [];
  for (const [path, ticker, who] of [['buyerReitTicker', v.buyerReitTicker, '매수'], ['sellerReitTicker', v.sellerReitTicker, '매도']] as const) {
    if (ticker && !knownReits.has(ticker)) issues.push({ path, message: `${who} 리츠 티커 ${ticker}을(를) 찾을 수 없습니다.` });
  }
  for (const [path, fundId, who] of [['buyerFundId', v.buyerFundId, '매수'], ['sellerFundId', v.sellerFundId, '매도']] as const) {
    if (fundId && !knownFunds.has(fundId)) issues.push({ path, message: `${who} 펀드 코드 ${fundId}을(를) 찾을 수 없습니다.` });
  }
  if (issues.length) throw new AppError('DEAL_REFERENCE_UNKNOWN', undefined, { location: 'body', issues });
}

/** The audited view of a record: every stored field but timestamps and the search text (diffFields ignores those). */
function auditable(row: DealRecord | DealValues | null): Record<string, unknown> | null {
  return row ? ({ ...row } as Record<string, unknown>) : null;
}

async function heldByFund(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: schema.fundAssets.fundId }).from(schema.fundAssets).where(eq(schema.fundAssets.dealId, id)).limit(1);
  return Boolean(row);
}

const touchesFunds = (...rows: Array<{ buyerFundId?: string | null; sellerFundId?: string | null } | null>) => rows.some((r) => Boolean(r?.buyerFundId || r?.sellerFundId));

/** The next free 'D-YYYY-NNNN' of a year (four digits at least). */
async function nextDealId(tx: Db, year: string): Promise<string> {
  const [row] = await tx
    .select({ n: sql<number | null>`max(substring(${deals.id} from 8)::int)` })
    .from(deals)
    .where(sql`${deals.id} ~ ${`^D-${year}-[0-9]{1,8}$`}`);
  const next = Number(row?.n ?? 0) + 1;
  return `D-${year}-${String(next).padStart(4, '0')}`;
}

/**
 * Adds a deal in one transaction: id given (409 DEAL_ID_TAKEN when taken) or the next 'D-YYYY-NNNN' of the
 * deal date's year; links checked; audit row (CREATE, every field); search document written.
 */
export async function createDeal(db: Db, input: DealInput, actorId: string | null, now: Date): Promise<DealWriteResult> {
  return inTransaction(db, async (tx) => {
    const id = input.id ?? (await nextDealId(tx, input.dealDate.slice(0, 4)));
    const values = dealValues(id, input);
    checkAmounts(values);
    await checkReferences(tx, values);
    const inserted = await tx.insert(deals).values({ ...values, createdAt: now, updatedAt: now }).onConflictDoNothing().returning({ id: deals.id });
    if (inserted.length === 0) throw new AppError('DEAL_ID_TAKEN', input.id ? undefined : '딜 ID를 만들지 못했습니다. 다시 시도해 주세요.');
    await recordChange(tx, { entity: 'DEAL', entityId: id, action: 'CREATE', actorId, changes: diffFields(null, auditable(values)), at: now });
    await indexDealSearchDocuments(tx, [id]);
    return { id, fundsTouched: touchesFunds(values) || (await heldByFund(tx, id)) };
  });
}

/** Replaces a deal's fields (404 DEAL_NOT_FOUND when missing), auditing the fields that changed. */
export async function updateDeal(db: Db, id: string, input: Omit<DealInput, 'id'>, actorId: string | null, now: Date): Promise<DealWriteResult> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    if (!before) throw new AppError('DEAL_NOT_FOUND');
    const values = dealValues(id, input);
    checkAmounts(values);
    await checkReferences(tx, values);
    const changes = diffFields(auditable(before), auditable(values));
    if (changes.length > 0) {
      await tx.update(deals).set({ ...values, updatedAt: now }).where(eq(deals.id, id));
      await recordChange(tx, { entity: 'DEAL', entityId: id, action: 'UPDATE', actorId, changes, at: now });
      await indexDealSearchDocuments(tx, [id]);
    }
    return { id, fundsTouched: touchesFunds(before, values) || (await heldByFund(tx, id)) };
  });
}

/** Deletes a deal (404 when missing) with an audit row holding every field it had; its search document goes too. */
export async function deleteDeal(db: Db, id: string, actorId: string | null, now: Date): Promise<DealWriteResult> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.delete(deals).where(eq(deals.id, id)).returning();
    if (!before) throw new AppError('DEAL_NOT_FOUND');
    await recordChange(tx, { entity: 'DEAL', entityId: id, action: 'DELETE', actorId, changes: diffFields(auditable(before), null), at: now });
    await indexDealSearchDocuments(tx, [id]);
    return { id, fundsTouched: touchesFunds(before) || (await heldByFund(tx, id)) };
  });
}
