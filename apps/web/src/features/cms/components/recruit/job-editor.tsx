'use client';

import {
  formatExperience, formatSalary, JOB_APPLY_METHOD_LABELS, JOB_EMPLOYMENT_TYPE_LABELS, JOB_LOCATION_LABELS, JOB_ROLE_FAMILY_LABELS, JOB_STATUS_LABELS,
} from '@spi/core';
import forms from '../forms.module.css';
import { Checkbox, ChipsInput, FormSection, SelectInput, TextArea, TextInput } from '../market/fields';
import { EditorActionBar, EditorHeader, FormErrorAlert, RecordLoadState, useRecordForm, type RecordEditorCopy } from '../market/record-editor';
import { parseNumberText } from '../market/units';
import styles from '../market/market-admin.module.css';
import { checkJobDraft, emptyJobDraft, jobToDraft, type JobDraft } from './job-form-model';
import { createJob, deleteJob, recruitAdminKeys, updateJob, useAdminJob } from './recruit-admin-api';

const LIST = '/admin/recruit';

const COPY: RecordEditorCopy = {
  screenTitle: '채용 공고 편집',
  notFoundTitle: '채용 공고를 찾을 수 없습니다.',
  notFoundDescription: '삭제되었거나 주소가 잘못되었습니다.',
  backToList: '채용 공고 목록으로',
  loadErrorTitle: '채용 공고를 불러오지 못했습니다.',
  created: '채용 공고를 등록했습니다.',
  saved: '채용 공고를 저장했습니다.',
  deleted: '채용 공고를 삭제했습니다.',
};

/** /admin/recruit/new (jobId null) and /admin/recruit/:jobId: loads the record, then the form. */
export function JobEditorScreen({ jobId }: { jobId: string | null }) {
  const record = useAdminJob(jobId);
  if (jobId === null) return <JobForm initial={emptyJobDraft()} jobId={null} />;
  if (!record.data) return <RecordLoadState record={record} copy={COPY} listHref={LIST} />;
  const { job } = record.data;
  // Keyed by updatedAt: a save (or someone else's) starts the form again from the stored record.
  return <JobForm key={job.updatedAt} initial={jobToDraft(job)} jobId={String(job.id)} updatedAt={job.updatedAt} published={job.status === 'PUBLISHED'} closed={job.closed} />;
}

/** What the readers will see for a years or 만원 range, once the numbers make sense. */
function preview(minText: string, maxText: string, format: (min: number | null, max: number | null) => string, minRequired: boolean): string | undefined {
  const min = parseNumberText(minText);
  const max = parseNumberText(maxText);
  if (Number.isNaN(min) || Number.isNaN(max) || (minRequired && min === null)) return undefined;
  if (min !== null && max !== null && min > max) return undefined;
  return `화면 표시: ${format(min, max)}`;
}

export function JobForm({ initial, jobId, updatedAt, published = false, closed = false }: {
  initial: JobDraft; jobId: string | null; updatedAt?: string; published?: boolean; closed?: boolean;
}) {
  const form = useRecordForm({
    initial,
    recordId: jobId,
    check: checkJobDraft,
    create: createJob,
    update: updateJob,
    delete: deleteJob,
    queryKeys: { all: recruitAdminKeys.all(), lists: recruitAdminKeys.lists() },
    listHref: LIST,
    copy: COPY,
    deleteConfirm: (saved) => ({
      title: '채용 공고를 삭제할까요?',
      message: `${saved.company} · ${saved.title} 공고를 삭제합니다. 스크랩한 회원의 목록에서도 사라지며 되돌릴 수 없습니다.`,
      errorMessage: '채용 공고를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    }),
  });
  const { draft, errors, isNew, set, text } = form;
  const experiencePreview = preview(draft.experienceMin, draft.experienceMax, (min, max) => formatExperience(min ?? 0, max), true);
  const salaryPreview = preview(draft.salaryMinManwon, draft.salaryMaxManwon, formatSalary, false);

  return (
    <>
      <EditorHeader
        title={isNew ? '새 채용 공고' : `채용 공고 편집 · ${form.saved.title}`}
        newDescription="채용 공고 한 건을 등록합니다. 연봉은 만원, 경력은 년 단위로 입력해 주세요."
        idLabel="ID"
        recordId={jobId}
        updatedAt={updatedAt}
        listHref={LIST}
        publicHref={jobId !== null && published ? `/recruit/${jobId}` : null}
      />
      <form className={styles.editor} onSubmit={(event) => void form.submit(event)} noValidate data-testid="job-form" aria-busy={form.saving || undefined}>
        <div className={forms.stack}>
          <FormErrorAlert message={form.formError} />
          {closed && <p className={forms.hint} role="status">마감일이 지나 공개 화면에 &lsquo;마감&rsquo;으로 표시되는 공고입니다.</p>}

          <FormSection title="회사" testId="job-section-company">
            <TextInput label="회사명" required maxLength={100} {...text('company')} />
            <TextInput label="상세 근무지" maxLength={100} placeholder="예: 서울 중구 을지로" {...text('locationDetail')} />
            <TextArea label="회사 소개" name="companyDescription" maxLength={2000} value={draft.companyDescription} onChange={set('companyDescription')} error={errors.companyDescription} />
          </FormSection>

          <FormSection title="공고" testId="job-section-posting">
            <TextInput label="공고 제목" required maxLength={120} {...text('title')} className={styles.wide} />
            <SelectInput label="직무" name="roleFamily" required value={draft.roleFamily} onChange={set('roleFamily')} options={JOB_ROLE_FAMILY_LABELS} error={errors.roleFamily} />
            <SelectInput label="근무 지역" name="location" required value={draft.location} onChange={set('location')} options={JOB_LOCATION_LABELS} error={errors.location} />
            <SelectInput label="고용 형태" name="employmentType" required value={draft.employmentType} onChange={set('employmentType')} options={JOB_EMPLOYMENT_TYPE_LABELS} error={errors.employmentType} />
            <TextInput label="마감일" type="date" {...text('deadline')} hint="비워 두면 상시 채용입니다. 마감일 자정(한국 시간)이 지나면 '마감'으로 바뀝니다." />
            <TextInput label="최소 경력" unit="년" inputMode="numeric" required {...text('experienceMin')} hint={experiencePreview ?? '신입은 0'} />
            <TextInput label="최대 경력" unit="년" inputMode="numeric" {...text('experienceMax')} hint="비워 두면 상한이 없습니다." />
            <TextInput label="최소 연봉" unit="만원" inputMode="numeric" {...text('salaryMinManwon')} hint={salaryPreview ?? '비워 두면 회사 내규에 따름'} />
            <TextInput label="최대 연봉" unit="만원" inputMode="numeric" {...text('salaryMaxManwon')} />
          </FormSection>

          <FormSection title="내용" description="줄바꿈은 공개 화면에 그대로 표시됩니다.">
            <TextArea label="주요 업무" name="description" required maxLength={8000} value={draft.description} onChange={set('description')} error={errors.description} />
            <TextArea label="자격 요건" name="requirements" maxLength={4000} value={draft.requirements} onChange={set('requirements')} error={errors.requirements} />
            <TextArea label="우대 사항" name="preferred" maxLength={4000} value={draft.preferred} onChange={set('preferred')} error={errors.preferred} />
            <TextArea label="복리후생" name="benefits" maxLength={4000} value={draft.benefits} onChange={set('benefits')} error={errors.benefits} />
          </FormSection>

          <FormSection title="지원 방법">
            <SelectInput label="지원 방법" name="applyMethod" required allowEmpty={false} value={draft.applyMethod} onChange={(v) => v && set('applyMethod')(v)} options={JOB_APPLY_METHOD_LABELS} error={errors.applyMethod} />
            {draft.applyMethod === 'LINK'
              ? <TextInput label="지원 링크" type="url" required maxLength={500} placeholder="https://" {...text('applyUrl')} hint="https:// 로 시작하는 회사 채용 페이지 주소" />
              : <TextInput label="지원 이메일" type="email" required maxLength={200} placeholder="recruit@example.com" {...text('applyEmail')} hint="공고 제목이 메일 제목으로 들어갑니다." />}
          </FormSection>

          <FormSection title="공개">
            <SelectInput label="공개 상태" name="status" required allowEmpty={false} value={draft.status} onChange={(v) => v && set('status')(v)} options={JOB_STATUS_LABELS} error={errors.status}
              hint="처음 공개한 시각이 게시일이 됩니다. 임시 저장한 공고는 공개 화면과 검색에 나오지 않습니다." />
            <ChipsInput label="태그" name="tags" value={draft.tags} onChange={set('tags')} error={errors.tags} max={10} maxLength={30} />
            <Checkbox label="샘플 공고" checked={draft.isSample} onChange={set('isSample')} hint="데모용 가상 공고입니다. 공개 화면에 '샘플' 표시가 붙습니다." />
          </FormSection>
        </div>

        <EditorActionBar dirty={form.dirty} isNew={isNew} saving={form.saving} onDelete={() => void form.remove()} />
      </form>
    </>
  );
}
