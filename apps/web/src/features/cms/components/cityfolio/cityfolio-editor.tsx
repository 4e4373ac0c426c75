'use client';

import { useState } from 'react';
import { CITYFOLIO_KIND_LABELS, CITYFOLIO_KINDS, type AdminCityfolioItem, type CityfolioKind, type CityfolioStatus } from '@spi/core';
import forms from '../forms.module.css';
import { Checkbox, ChipsInput, FormSection, SelectInput, TextArea, TextInput } from '../market/fields';
import { EditorActionBar, EditorHeader, FormErrorAlert, RecordLoadState, useRecordForm, type RecordEditorCopy } from '../market/record-editor';
import market from '../market/market-admin.module.css';
import { CoverField } from '../events/cover-field';
import styles from '../events/events-admin.module.css';
import { createCityfolioItem, cityfolioAdminKeys, deleteCityfolioItem, updateCityfolioItem, useAdminCityfolioItem } from './cityfolio-admin-api';
import { checkCityfolioDraft, cityfolioToDraft, emptyCityfolioDraft, type CityfolioDraft } from './cityfolio-form-model';
import { LinkedEventInfo } from './linked-event';
import { VideoLookupField, type VideoPreview } from './video-lookup';

const LIST = '/admin/cityfolio';

const COPY: RecordEditorCopy = {
  screenTitle: '시티폴리오 편집',
  notFoundTitle: '시티폴리오 콘텐츠를 찾을 수 없습니다.',
  notFoundDescription: '삭제되었거나 주소가 잘못되었습니다.',
  backToList: '시티폴리오 목록으로',
  loadErrorTitle: '시티폴리오 콘텐츠를 불러오지 못했습니다.',
  created: '시티폴리오 콘텐츠를 등록했습니다.',
  saved: '시티폴리오 콘텐츠를 저장했습니다.',
  deleted: '시티폴리오 콘텐츠를 삭제했습니다.',
};

export const CITYFOLIO_STATUS_LABELS: Record<CityfolioStatus, string> = { DRAFT: '임시 저장', PUBLISHED: '공개' };
const RATING_LABELS: Record<'1' | '2' | '3' | '4' | '5', string> = { 1: '★ 1', 2: '★★ 2', 3: '★★★ 3', 4: '★★★★ 4', 5: '★★★★★ 5' };
const BODY_LABEL: Record<CityfolioKind, string> = { EVENT: '소개', VIDEO: '소개', BOOK: '리뷰 본문' };

/** /admin/cityfolio/new?kind=… (itemId null) and /admin/cityfolio/:itemId. */
export function CityfolioEditorScreen({ itemId, kind }: { itemId: number | null; kind: CityfolioKind | null }) {
  const record = useAdminCityfolioItem(itemId);
  const [version, setVersion] = useState(0);
  if (itemId === null) return <CityfolioForm initial={emptyCityfolioDraft(kind ?? 'VIDEO')} itemId={null} />;
  if (!record.data) return <RecordLoadState record={record} copy={COPY} listHref={LIST} />;
  const { item } = record.data;
  return <CityfolioForm key={`${item.id}:${version}`} initial={cityfolioToDraft(item)} itemId={item.id} stored={item} onSaved={() => setVersion((v) => v + 1)} />;
}

export function CityfolioForm({ initial, itemId, stored, onSaved }: {
  initial: CityfolioDraft;
  itemId: number | null;
  stored?: AdminCityfolioItem;
  onSaved?: () => void;
}) {
  const recordId = itemId === null ? null : String(itemId);
  const form = useRecordForm({
    initial,
    recordId,
    check: checkCityfolioDraft,
    create: createCityfolioItem,
    update: updateCityfolioItem,
    delete: deleteCityfolioItem,
    fieldOfCode: { CITYFOLIO_VIDEO_URL_INVALID: 'videoUrl', CITYFOLIO_VIDEO_LOOKUP_FAILED: 'videoUrl', EVENT_NOT_FOUND: 'linkedEventId' },
    queryKeys: { all: cityfolioAdminKeys.all(), lists: cityfolioAdminKeys.lists() },
    listHref: LIST,
    copy: COPY,
    deleteConfirm: (saved) => ({
      title: '시티폴리오 콘텐츠를 삭제할까요?',
      message: `'${saved.title}' ${CITYFOLIO_KIND_LABELS[saved.kind]} 콘텐츠를 삭제합니다. 스크랩한 회원의 목록에서도 사라지며 되돌릴 수 없습니다.`,
      errorMessage: '콘텐츠를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    }),
    onSaved,
  });
  const { draft, errors, isNew, set, text } = form;
  const [preview, setPreview] = useState<VideoPreview | null>(stored?.video ? { url: stored.videoUrl, video: stored.video } : null);
  const kindLabel = CITYFOLIO_KIND_LABELS[draft.kind];

  return (
    <>
      <EditorHeader
        title={isNew ? `새 시티폴리오 ${kindLabel}` : `시티폴리오 편집 · ${form.saved.title}`}
        newDescription="시티폴리오에 이벤트, 영상, 책 한 건을 등록합니다. 공개 상태를 '공개'로 저장하면 /cityfolio에 나타납니다."
        idLabel="ID"
        recordId={recordId}
        updatedAt={stored?.updatedAt}
        listHref={LIST}
        publicHref={stored ? stored.href : null}
      />
      <form className={market.editor} onSubmit={(event) => void form.submit(event)} noValidate data-testid="cityfolio-form" aria-busy={form.saving || undefined}>
        <div className={forms.stack}>
          <FormErrorAlert message={form.formError} />

          <FormSection title="종류·기본 정보" testId="cityfolio-section-basic">
            <fieldset className={`${forms.radioGroup} ${styles.kindPicker}`} data-field="kind">
              <legend>콘텐츠 종류</legend>
              {CITYFOLIO_KINDS.map((kind) => (
                <label key={kind} className={forms.check}>
                  <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => set('kind')(kind)} />
                  {CITYFOLIO_KIND_LABELS[kind]}
                </label>
              ))}
            </fieldset>
            <TextInput label="제목" required maxLength={120} {...text('title')} className={market.wide} hint={draft.kind === 'VIDEO' ? '비워 두고 영상 정보를 가져오면 영상 제목으로 채웁니다.' : undefined} />
            <TextInput label="요약" maxLength={300} {...text('summary')} className={market.wide} />
            <SelectInput label="공개 상태" name="status" required value={draft.status} onChange={(v) => set('status')(v || 'DRAFT')} options={CITYFOLIO_STATUS_LABELS} error={errors.status} allowEmpty={false} />
            <ChipsInput label="태그" name="tags" value={draft.tags} onChange={set('tags')} error={errors.tags} max={10} maxLength={40} />
          </FormSection>

          {draft.kind === 'EVENT' && (
            <FormSection title="행사 정보" description="일시는 한국 시간(KST) 기준입니다. 장소, 행사 페이지 주소, 연결할 이벤트 중 하나는 있어야 합니다." testId="cityfolio-section-event">
              <TextInput label="시작 일시" type="datetime-local" required {...text('eventStartsAt')} />
              <TextInput label="종료 일시" type="datetime-local" {...text('eventEndsAt')} />
              <TextInput label="장소" maxLength={200} placeholder="예: 성수동 SPI 라운지" {...text('eventPlace')} className={market.wide} />
              <TextInput label="행사 페이지 주소" type="url" maxLength={500} placeholder="https://" {...text('eventUrl')} className={market.wide} />
              <TextInput label="연결할 이벤트 ID" inputMode="numeric" maxLength={10} placeholder="예: 12" {...text('linkedEventId')} hint="/event의 세미나 번호입니다. 신청은 그 이벤트 페이지에서 받습니다." />
              <LinkedEventInfo eventId={draft.linkedEventId} />
            </FormSection>
          )}

          {draft.kind === 'VIDEO' && (
            <FormSection title="영상" testId="cityfolio-section-video">
              <VideoLookupField
                value={draft.videoUrl}
                onChange={set('videoUrl')}
                error={errors.videoUrl}
                preview={preview}
                onPreview={(next) => {
                  setPreview(next);
                  if (draft.title.trim() === '') set('title')(next.video.title.slice(0, 120));
                }}
              />
            </FormSection>
          )}

          {draft.kind === 'BOOK' && (
            <FormSection title="책 정보" testId="cityfolio-section-book">
              <TextInput label="저자" required maxLength={100} {...text('bookAuthor')} />
              <TextInput label="출판사" required maxLength={100} {...text('bookPublisher')} />
              <TextInput label="출간일" type="date" {...text('bookPublishedOn')} />
              <TextInput label="ISBN" maxLength={20} placeholder="978-89-…" {...text('bookIsbn')} hint="ISBN-13 (하이픈은 있어도 됩니다)" />
              <TextInput label="쪽수" unit="쪽" inputMode="numeric" {...text('bookPages')} />
              <SelectInput label="평점" name="bookRating" value={draft.bookRating as keyof typeof RATING_LABELS | ''} onChange={set('bookRating')} options={RATING_LABELS} error={errors.bookRating} placeholder="평점 없음" />
            </FormSection>
          )}

          <FormSection title={draft.kind === 'BOOK' ? '표지·리뷰' : '표지·소개'} testId="cityfolio-section-body">
            <CoverField label={draft.kind === 'BOOK' ? '책 표지' : '표지 이미지'} name="coverUrl" value={draft.coverUrl} onChange={set('coverUrl')} error={errors.coverUrl} hint={draft.kind === 'VIDEO' ? '비워 두면 영상 썸네일 대신 기본 표지를 씁니다.' : undefined} />
            <TextArea label={BODY_LABEL[draft.kind]} name="body" maxLength={20_000} value={draft.body} onChange={set('body')} error={errors.body} required={false} />
            <Checkbox label="샘플 데이터" checked={draft.isSample} onChange={set('isSample')} hint="데모용 가상 콘텐츠입니다. 공개 화면에 샘플 표시가 붙습니다." />
          </FormSection>
        </div>

        <EditorActionBar dirty={form.dirty} isNew={isNew} saving={form.saving} onDelete={() => void form.remove()} />
      </form>
    </>
  );
}
