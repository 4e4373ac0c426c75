'use client';

import Link from '@/components/ui/app-link';
import {
  DEAL_ASSET_TYPE_LABELS, DEAL_PARTY_TYPE_LABELS, DEAL_REGION_LABELS, DEAL_STATUS_LABELS, DEAL_STRUCTURE_LABELS, PRICE_QUALITY_LABELS,
  PRICE_QUALITY_NOTES, formatWon, type RecordAudit,
} from '@spi/core';
import forms from '../forms.module.css';
import { AuditTrail } from './audit-trail';
import { checkDealDraft, dealToDraft, emptyDealDraft, type DealDraft } from './deal-form-model';
import { DEAL_FIELDS } from './field-labels';
import { Checkbox, ChipsInput, FormSection, SelectInput, TextArea, TextInput } from './fields';
import { createDeal, deleteDeal, marketAdminKeys, updateDeal, useAdminDeal } from './market-admin-api';
import { EditorActionBar, EditorHeader, FormErrorAlert, RecordLoadState, useRecordForm, type RecordEditorCopy } from './record-editor';
import { pricePerPyeongOf, pyeongHint, wonHint } from './units';
import styles from './market-admin.module.css';

const LIST = '/admin/deals';

const COPY: RecordEditorCopy = {
  screenTitle: '딜 편집',
  notFoundTitle: '딜을 찾을 수 없습니다.',
  notFoundDescription: '삭제되었거나 ID가 잘못되었습니다.',
  backToList: '딜 목록으로',
  loadErrorTitle: '딜 정보를 불러오지 못했습니다.',
  created: '딜을 등록했습니다.',
  saved: '딜을 저장했습니다.',
  deleted: '딜을 삭제했습니다.',
};

/** /admin/deals/new (dealId null) and /admin/deals/:dealId: loads the record, then the form. */
export function DealEditorScreen({ dealId }: { dealId: string | null }) {
  const record = useAdminDeal(dealId);
  if (dealId === null) return <DealForm initial={emptyDealDraft()} dealId={null} audits={[]} />;
  if (!record.data) return <RecordLoadState record={record} copy={COPY} listHref={LIST} />;
  const { deal, audits } = record.data;
  // Keyed by updatedAt: a save (or someone else's) starts the form again from the stored record.
  return <DealForm key={deal.updatedAt} initial={dealToDraft(deal)} dealId={deal.id} audits={audits} updatedAt={deal.updatedAt} />;
}

export function DealForm({ initial, dealId, audits, updatedAt }: { initial: DealDraft; dealId: string | null; audits: readonly RecordAudit[]; updatedAt?: string }) {
  const form = useRecordForm({
    initial,
    recordId: dealId,
    check: checkDealDraft,
    create: createDeal,
    update: updateDeal,
    delete: deleteDeal,
    idTakenCode: 'DEAL_ID_TAKEN',
    queryKeys: { all: marketAdminKeys.deals(), lists: marketAdminKeys.dealLists() },
    listHref: LIST,
    copy: COPY,
    deleteConfirm: (saved, id) => ({
      title: '딜을 삭제할까요?',
      message: `${saved.assetName} (${id}) 딜을 삭제합니다. 삭제 기록은 변경 이력에 남지만 되돌릴 수 없습니다.`,
      errorMessage: '딜을 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    }),
  });
  const { draft, errors, isNew, set, text } = form;
  const ppp = pricePerPyeongOf(draft.priceWon, draft.gfaSqm, draft.stake);

  return (
    <>
      <EditorHeader
        title={isNew ? '새 딜 등록' : `딜 편집 · ${form.saved.assetName}`}
        newDescription="거래 한 건을 등록합니다. 금액은 억원, 비율은 %, 면적은 ㎡로 입력해 주세요."
        idLabel="ID"
        recordId={dealId}
        updatedAt={updatedAt}
        listHref={LIST}
        publicHref={dealId === null ? null : `/dealsheet/${encodeURIComponent(dealId)}`}
      />
      <form className={styles.editor} onSubmit={(event) => void form.submit(event)} noValidate data-testid="deal-form" aria-busy={form.saving || undefined}>
        <div className={forms.stack}>
          <FormErrorAlert message={form.formError} />

          <FormSection title="자산" testId="deal-section-asset">
            {isNew && <TextInput label="딜 ID" {...text('id')} placeholder="예: D-2024-0153" hint="비워 두면 자동으로 만듭니다. 영문 대문자·숫자·하이픈 3~32자." maxLength={32} />}
            <TextInput label="자산명" required maxLength={100} {...text('assetName')} className={styles.wide} />
            <TextInput label="주소" required maxLength={200} {...text('address')} className={styles.wide} />
            <TextInput label="시·군·구" required maxLength={40} placeholder="예: 서울 중구" {...text('district')} />
            <SelectInput label="권역" name="region" required value={draft.region} onChange={set('region')} options={DEAL_REGION_LABELS} error={errors.region} />
            <SelectInput label="자산 유형" name="assetType" required value={draft.assetType} onChange={set('assetType')} options={DEAL_ASSET_TYPE_LABELS} error={errors.assetType} />
            <TextInput label="세부 유형" maxLength={40} placeholder="예: 프라임 오피스" {...text('subtype')} />
            <TextInput label="연면적" unit="㎡" inputMode="decimal" {...text('gfaSqm')} hint={pyeongHint(draft.gfaSqm) || '평은 자동으로 계산합니다.'} />
            <TextInput label="대지면적" unit="㎡" inputMode="decimal" {...text('landSqm')} hint={pyeongHint(draft.landSqm) || undefined} />
            <TextInput label="준공연도" unit="년" inputMode="numeric" {...text('completionYear')} />
          </FormSection>

          <FormSection title="거래" description="거래가는 100% 지분 기준이 아니라 실제 거래된 지분의 가격입니다. 평당가는 100% 지분으로 환산해 계산합니다.">
            <SelectInput label="거래 상태" name="status" required value={draft.status} onChange={set('status')} options={DEAL_STATUS_LABELS} error={errors.status} />
            <TextInput label="거래일" type="date" required {...text('dealDate')} />
            <SelectInput label="거래 구조" name="structure" required value={draft.structure} onChange={set('structure')} options={DEAL_STRUCTURE_LABELS} error={errors.structure} />
            <TextInput label="거래 지분" unit="%" inputMode="decimal" required {...text('stake')} hint="100% 거래는 100" />
            <TextInput label="거래가" unit="억원" inputMode="decimal" {...text('priceWon')} hint={wonHint(draft.priceWon) || '모르면 비워 두세요.'} />
            <SelectInput label="가격 정확도" name="priceQuality" required value={draft.priceQuality} onChange={set('priceQuality')} options={PRICE_QUALITY_LABELS} error={errors.priceQuality} hint={draft.priceQuality ? PRICE_QUALITY_NOTES[draft.priceQuality] : undefined} />
            <div className={styles.computed} data-testid="price-per-pyeong">
              <span className={forms.label}>평당가 (자동 계산)</span>
              <output className={styles.computedValue} aria-live="polite">{ppp === null ? '거래가와 연면적을 입력하면 계산합니다.' : `${formatWon(ppp)} / 3.3㎡`}</output>
            </div>
            <TextInput label="캡레이트" unit="%" inputMode="decimal" {...text('capRate')} hint="4.5%는 4.5" />
            <TextInput label="LTV" unit="%" inputMode="decimal" {...text('ltv')} />
            <TextInput label="대주" maxLength={200} {...text('lender')} />
          </FormSection>

          <FormSection title="당사자" description="리츠 티커나 펀드 코드를 넣으면 딜 페이지에서 해당 리츠·펀드로 연결됩니다.">
            <TextInput label="매수자" required maxLength={100} {...text('buyer')} />
            <SelectInput label="매수자 유형" name="buyerType" required value={draft.buyerType} onChange={set('buyerType')} options={DEAL_PARTY_TYPE_LABELS} error={errors.buyerType} />
            <TextInput label="매수 리츠 티커" maxLength={6} placeholder="예: 330590" {...text('buyerReitTicker')} hint={<RefLink kind="reit" value={draft.buyerReitTicker} />} />
            <TextInput label="매수 펀드 코드" maxLength={12} placeholder="예: K55105BU0829" {...text('buyerFundId')} hint={<RefLink kind="fund" value={draft.buyerFundId} />} />
            <TextInput label="매도자" required maxLength={100} {...text('seller')} />
            <SelectInput label="매도자 유형" name="sellerType" required value={draft.sellerType} onChange={set('sellerType')} options={DEAL_PARTY_TYPE_LABELS} error={errors.sellerType} />
            <TextInput label="매도 리츠 티커" maxLength={6} {...text('sellerReitTicker')} hint={<RefLink kind="reit" value={draft.sellerReitTicker} />} />
            <TextInput label="매도 펀드 코드" maxLength={12} {...text('sellerFundId')} hint={<RefLink kind="fund" value={draft.sellerFundId} />} />
            <TextInput label="자산운용사" maxLength={100} {...text('amc')} />
            <TextInput label="자문사" maxLength={200} {...text('advisor')} />
          </FormSection>

          <FormSection title="출처·설명">
            <TextInput label="출처" required maxLength={200} placeholder="예: 전자공시, 언론 보도" {...text('source')} className={styles.wide} />
            <TextArea label="설명" name="description" maxLength={4000} value={draft.description} onChange={set('description')} error={errors.description} />
            <ChipsInput label="태그" name="tags" value={draft.tags} onChange={set('tags')} error={errors.tags} max={10} maxLength={40} />
            <Checkbox label="샘플 데이터" checked={draft.isSample} onChange={set('isSample')} hint="데모용 가상 거래입니다. 공개 화면에 샘플 데이터 표시가 붙습니다." />
          </FormSection>

          {!isNew && <AuditTrail audits={audits} fields={DEAL_FIELDS} />}
        </div>

        <EditorActionBar dirty={form.dirty} isNew={isNew} saving={form.saving} onDelete={() => void form.remove()} />
      </form>
    </>
  );
}

/** A link to the public page of the REIT or fund the code names (shown once something is typed). */
export function RefLink({ kind, value }: { kind: 'reit' | 'fund'; value: string }) {
  const code = value.trim().toUpperCase();
  if (!code) return null;
  const href = kind === 'reit' ? `/reitsfocus/${encodeURIComponent(code)}` : `/fund/${encodeURIComponent(code)}`;
  return <Link href={href} target="_blank" rel="noopener">{kind === 'reit' ? '리츠 페이지 열기' : '펀드 페이지 열기'} ↗</Link>;
}
