'use client';

import { useState } from 'react';
import {
  DEAL_ASSET_TYPE_LABELS, FUND_KIND_LABELS, FUND_LEGAL_FORM_LABELS, FUND_REDEMPTION_LABELS, FUND_STATUS_LABELS, FUND_STRATEGY_LABELS,
  type AdminFundResponse, type RecordAudit,
} from '@spi/core';
import forms from '../forms.module.css';
import { AuditTrail } from './audit-trail';
import { FUND_FIELDS } from './field-labels';
import { Checkbox, ChipsInput, FormSection, SelectInput, TextArea, TextInput } from './fields';
import { checkFundDraft, emptyFundDraft, fundToDraft, type FundDraft } from './fund-form-model';
import { AssetRowsEditor, InvestorRowsEditor } from './fund-rows';
import { FundReportsPanel } from './fund-reports-panel';
import { createFund, deleteFund, marketAdminKeys, updateFund, useAdminFund } from './market-admin-api';
import { EditorActionBar, EditorHeader, FormErrorAlert, RecordLoadState, useRecordForm, type RecordEditorCopy } from './record-editor';
import { wonHint } from './units';
import styles from './market-admin.module.css';

const LIST = '/admin/funds';

const COPY: RecordEditorCopy = {
  screenTitle: '펀드 편집',
  notFoundTitle: '펀드를 찾을 수 없습니다.',
  notFoundDescription: '삭제되었거나 코드가 잘못되었습니다.',
  backToList: '펀드 목록으로',
  loadErrorTitle: '펀드 정보를 불러오지 못했습니다.',
  created: '펀드를 등록했습니다.',
  saved: '펀드를 저장했습니다.',
  deleted: '펀드를 삭제했습니다.',
};

/** /admin/funds/new (fundId null) and /admin/funds/:fundId: the record, its reports and its audit trail. */
export function FundEditorScreen({ fundId }: { fundId: string | null }) {
  const record = useAdminFund(fundId);
  // The form starts again from the stored record after its own save, not after a report upload.
  const [version, setVersion] = useState(0);
  if (fundId === null) return <FundForm initial={emptyFundDraft()} fundId={null} audits={[]} />;
  if (!record.data) return <RecordLoadState record={record} copy={COPY} listHref={LIST} />;
  const { fund, reports, audits } = record.data;
  return (
    <FundForm
      key={`${fund.id}:${version}`}
      initial={fundToDraft(fund)}
      fundId={fund.id}
      audits={audits}
      reports={reports}
      updatedAt={fund.updatedAt}
      onSaved={() => setVersion((v) => v + 1)}
    />
  );
}

export function FundForm({ initial, fundId, audits, reports = [], updatedAt, onSaved }: {
  initial: FundDraft;
  fundId: string | null;
  audits: readonly RecordAudit[];
  reports?: AdminFundResponse['reports'];
  updatedAt?: string;
  onSaved?: () => void;
}) {
  const form = useRecordForm({
    initial,
    recordId: fundId,
    check: checkFundDraft,
    create: createFund,
    update: updateFund,
    delete: deleteFund,
    idTakenCode: 'FUND_ID_TAKEN',
    queryKeys: { all: marketAdminKeys.funds(), lists: marketAdminKeys.fundLists() },
    listHref: LIST,
    copy: COPY,
    deleteConfirm: (saved, id) => ({
      title: '펀드를 삭제할까요?',
      message: `${saved.name} (${id}) 펀드와 보고서 ${reports.length}건을 삭제합니다. 삭제 기록은 변경 이력에 남지만 되돌릴 수 없습니다.`,
      errorMessage: '펀드를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    }),
    onSaved,
  });
  const { draft, errors, isNew, set, text } = form;

  return (
    <>
      <EditorHeader
        title={isNew ? '새 펀드 등록' : `펀드 편집 · ${form.saved.name}`}
        newDescription="사모펀드 한 건을 등록합니다. 금액은 억원, 비율은 %로 입력해 주세요."
        idLabel="코드"
        recordId={fundId}
        updatedAt={updatedAt}
        listHref={LIST}
        publicHref={fundId === null ? null : `/fund/${encodeURIComponent(fundId)}`}
      />
      <div className={styles.editor}>
        <form className={styles.editor} onSubmit={(event) => void form.submit(event)} noValidate data-testid="fund-form" aria-busy={form.saving || undefined}>
          <div className={forms.stack}>
            <FormErrorAlert message={form.formError} />

            <FormSection title="기본 정보">
              {isNew && <TextInput label="펀드 코드" required {...text('id')} placeholder="예: K55105BU0829" hint="금융투자협회 펀드 코드(영문 대문자·숫자 5~12자)가 곧 ID입니다. 등록 뒤에는 바꿀 수 없습니다." maxLength={12} />}
              <TextInput label="펀드명" required maxLength={120} {...text('name')} className={styles.wide} />
              <TextInput label="운용사" required maxLength={100} {...text('amc')} />
              <TextInput label="수탁사" maxLength={60} {...text('trustee')} />
              <SelectInput label="펀드 종류" name="kind" required value={draft.kind} onChange={set('kind')} options={FUND_KIND_LABELS} error={errors.kind} />
              <SelectInput label="법적 형태" name="legalForm" required value={draft.legalForm} onChange={set('legalForm')} options={FUND_LEGAL_FORM_LABELS} error={errors.legalForm} />
              <SelectInput label="환매 여부" name="redemption" required value={draft.redemption} onChange={set('redemption')} options={FUND_REDEMPTION_LABELS} error={errors.redemption} />
              <SelectInput label="투자 전략" name="strategy" required value={draft.strategy} onChange={set('strategy')} options={FUND_STRATEGY_LABELS} error={errors.strategy} />
              <SelectInput label="주요 자산 유형" name="assetType" required value={draft.assetType} onChange={set('assetType')} options={DEAL_ASSET_TYPE_LABELS} error={errors.assetType} />
              <SelectInput label="운용 상태" name="status" required value={draft.status} onChange={set('status')} options={FUND_STATUS_LABELS} error={errors.status} />
              <ChipsInput label="판매사" name="salesCompanies" value={draft.salesCompanies} onChange={set('salesCompanies')} error={errors.salesCompanies} max={10} maxLength={60} />
            </FormSection>

            <FormSection title="기간">
              <TextInput label="설정일" type="date" required {...text('inceptionDate')} />
              <TextInput label="만기일" type="date" {...text('maturityDate')} hint="개방형이거나 만기가 없으면 비워 두세요." />
              <TextInput label="만기 연장 조건" maxLength={200} {...text('extension')} className={styles.wide} />
            </FormSection>

            <FormSection title="규모·수익" description="금액은 억원으로 입력하면 원 단위로 저장합니다. 비율은 % 그대로 입력해 주세요.">
              <TextInput label="설정원본" unit="억원" inputMode="decimal" {...text('originalPrincipalWon')} hint={wonHint(draft.originalPrincipalWon) || undefined} />
              <TextInput label="AUM" unit="억원" inputMode="decimal" {...text('aumWon')} hint={wonHint(draft.aumWon) || undefined} />
              <TextInput label="순자산(NAV)" unit="억원" inputMode="decimal" {...text('navWon')} hint={wonHint(draft.navWon) || undefined} />
              <TextInput label="NAV 기준일" type="date" {...text('navAsOf')} />
              <TextInput label="차입 한도" unit="%" inputMode="decimal" {...text('leverageCap')} />
              <TextInput label="목표 수익률(IRR)" unit="%" inputMode="decimal" {...text('targetIrr')} />
              <TextInput label="운용보수" unit="%" inputMode="decimal" {...text('managementFee')} hint="연 0.45%는 0.45" />
              <TextInput label="성과보수" maxLength={200} placeholder="예: IRR 8% 초과분의 10%" {...text('performanceFee')} />
            </FormSection>

            <section className={forms.card} aria-labelledby="fund-assets-title">
              <h2 id="fund-assets-title" className={forms.cardTitle}>기초자산</h2>
              <AssetRowsEditor rows={draft.assets} onChange={set('assets')} errors={errors} />
            </section>

            <section className={forms.card} aria-labelledby="fund-investors-title">
              <h2 id="fund-investors-title" className={forms.cardTitle}>투자자</h2>
              <InvestorRowsEditor rows={draft.investors} onChange={set('investors')} errors={errors} />
            </section>

            <FormSection title="출처·설명">
              <TextInput label="출처" required maxLength={200} placeholder="예: 금융투자협회 전자공시" {...text('source')} className={styles.wide} />
              <TextArea label="설명" name="description" maxLength={4000} value={draft.description} onChange={set('description')} error={errors.description} />
              <Checkbox label="샘플 데이터" checked={draft.isSample} onChange={set('isSample')} hint="데모용 가상 펀드입니다. 공개 화면에 샘플 데이터 표시가 붙습니다." />
            </FormSection>
          </div>

          <EditorActionBar dirty={form.dirty} isNew={isNew} saving={form.saving} onDelete={() => void form.remove()} />
        </form>

        {fundId === null ? (
          <p className={forms.notice}>펀드를 등록한 뒤 보고서를 올릴 수 있습니다.</p>
        ) : (
          <FundReportsPanel fundId={fundId} reports={reports} />
        )}
        {!isNew && <AuditTrail audits={audits} fields={FUND_FIELDS} />}
      </div>
    </>
  );
}
