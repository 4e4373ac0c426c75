import { AppError, type FundInput } from '@spi/core';
import { fundSearchText, indexFundSearchDocuments, schema, type Db } from '@spi/db';
import { eq, inArray } from 'drizzle-orm';
import { diffFields, recordChange } from '../audit/record-change';
import { inTransaction } from '../transaction';
import { loadFundRecord, type FundRecord } from '../../loaders/funds/load-funds';
import { presentAdminFund } from '../../presenters/funds/fund';

const { funds, fundAssets, fundInvestors, fundReports, deals } = schema;

export interface FundActor { userId: string }

/** The audited view of a record: the admin form's fields (assets and investors as whole arrays). */
function audited(record: FundRecord | null): Record<string, unknown> | null {
  if (!record) return null;
  const { createdAt: _c, updatedAt: _u, ...rest } = presentAdminFund(record);
  return rest;
}

/** Every asset's dealId must name a deal: 400 DEAL_REFERENCE_UNKNOWN with the fields that do not. */
async function checkDealReferences(tx: Db, input: FundInput): Promise<void> {
  const ids = [...new Set(input.assets.map((a) => a.dealId?.trim()).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const found = new Set((await tx.select({ id: deals.id }).from(deals).where(inArray(deals.id, ids))).map((r) => r.id));
  const issues = input.assets.flatMap((a, i) => {
    const id = a.dealId?.trim();
    return id && !found.has(id) ? [{ path: `assets.${i}.dealId`, message: `딜 ID ${id}을(를) 찾을 수 없습니다.` }] : [];
  });
  if (issues.length) throw new AppError('DEAL_REFERENCE_UNKNOWN', '연결한 딜 ID를 찾을 수 없습니다.', { location: 'body', issues });
}

function fundValues(id: string, input: FundInput, now: Date) {
  return {
    id,
    name: input.name,
    amc: input.amc,
    kind: input.kind,
    legalForm: input.legalForm,
    redemption: input.redemption,
    strategy: input.strategy,
    assetType: input.assetType,
    status: input.status,
    inceptionDate: input.inceptionDate,
    maturityDate: input.maturityDate,
    extension: input.extension,
    originalPrincipalWon: input.originalPrincipalWon === null ? null : Math.round(input.originalPrincipalWon),
    aumWon: input.aumWon === null ? null : Math.round(input.aumWon),
    navWon: input.navWon === null ? null : Math.round(input.navWon),
    navAsOf: input.navAsOf,
    leverageCap: input.leverageCap,
    targetIrr: input.targetIrr,
    managementFee: input.managementFee,
    performanceFee: input.performanceFee,
    salesCompanies: input.salesCompanies,
    trustee: input.trustee,
    description: input.description,
    source: input.source,
    searchText: fundSearchText({ name: input.name, id, amc: input.amc, trustee: input.trustee, salesCompanies: input.salesCompanies }),
    isSample: input.isSample,
    updatedAt: now,
  };
}

async function replaceChildren(tx: Db, id: string, input: FundInput): Promise<void> {
  await tx.delete(fundAssets).where(eq(fundAssets.fundId, id));
  await tx.delete(fundInvestors).where(eq(fundInvestors.fundId, id));
  if (input.assets.length) {
    await tx.insert(fundAssets).values(input.assets.map((a, i) => ({
      fundId: id, seq: i + 1, name: a.name, assetType: a.assetType, region: a.region, acquiredOn: a.acquiredOn, stake: a.stake, dealId: a.dealId?.trim() || null,
    })));
  }
  if (input.investors.length) {
    await tx.insert(fundInvestors).values(input.investors.map((v, i) => ({
      fundId: id, seq: i + 1, name: v.name, type: v.type, commitmentWon: v.commitmentWon === null ? null : Math.round(v.commitmentWon),
    })));
  }
}

/** POST /admin/funds: the fund code is the id (required); 409 FUND_ID_TAKEN when it exists. Audited CREATE. */
export async function createFund(db: Db, input: FundInput, actor: FundActor, now: Date): Promise<string> {
  const id = input.id;
  if (!id) {
    throw new AppError('VALIDATION_FAILED', '펀드 코드를 입력해 주세요.', { location: 'body', issues: [{ path: 'id', message: '펀드 코드를 입력해 주세요 (예: K55105BU0829).' }] });
  }
  return inTransaction(db, async (tx) => {
    await checkDealReferences(tx, input);
    const inserted = await tx.insert(funds).values({ ...fundValues(id, input, now), createdAt: now }).onConflictDoNothing().returning({ id: funds.id });
    if (inserted.length === 0) throw new AppError('FUND_ID_TAKEN');
    await replaceChildren(tx, id, input);
    const after = await loadFundRecord(tx, id);
    await recordChange(tx, { entity: 'FUND', entityId: id, action: 'CREATE', actorId: actor.userId, changes: diffFields(null, audited(after)), at: now });
    await indexFundSearchDocuments(tx, [id]);
    return id;
  });
}

/** PUT /admin/funds/:id: replaces the record, its assets and investors. Audited UPDATE (only when something changed). */
export async function updateFund(db: Db, id: string, input: FundInput, actor: FundActor, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await loadFundRecord(tx, id);
    if (!before) throw new AppError('FUND_NOT_FOUND');
    await checkDealReferences(tx, input);
    const { id: _id, ...values } = fundValues(id, input, now);
    await tx.update(funds).set(values).where(eq(funds.id, id));
    await replaceChildren(tx, id, input);
    const after = await loadFundRecord(tx, id);
    const changes = diffFields(audited(before), audited(after));
    if (changes.length) await recordChange(tx, { entity: 'FUND', entityId: id, action: 'UPDATE', actorId: actor.userId, changes, at: now });
    await indexFundSearchDocuments(tx, [id]);
  });
}

/** DELETE /admin/funds/:id: the record, its assets, investors, reports and their download log (cascade); the report files after the commit. */
export async function deleteFund(db: Db, id: string, actor: FundActor, now: Date): Promise<{ storageKeys: string[] }> {
  return inTransaction(db, async (tx) => {
    const before = await loadFundRecord(tx, id);
    if (!before) throw new AppError('FUND_NOT_FOUND');
    const storageKeys = (await tx.select({ key: fundReports.storageKey }).from(fundReports).where(eq(fundReports.fundId, id))).map((r) => r.key);
    await tx.delete(funds).where(eq(funds.id, id));
    await recordChange(tx, { entity: 'FUND', entityId: id, action: 'DELETE', actorId: actor.userId, changes: diffFields(audited(before), null), at: now });
    await indexFundSearchDocuments(tx, [id]);
    return { storageKeys };
  });
}
