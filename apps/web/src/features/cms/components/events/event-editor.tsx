'use client';

import { useState } from 'react';
import {
  EVENT_FORMAT_LABELS, EVENT_PRICE_POLICY_LABELS, EVENT_STATUS_LABELS, EVENT_TYPE_LABELS, type AdminEventMaterial, type RegistrationCounts,
  formatLocaleNumber,
} from '@spi/core';
import forms from '../forms.module.css';
import { Checkbox, ChipsInput, FormSection, SelectInput, TextArea, TextInput } from '../market/fields';
import { EditorActionBar, EditorHeader, FormErrorAlert, RecordLoadState, useRecordForm, type RecordEditorCopy } from '../market/record-editor';
import { parseNumberText } from '../market/units';
import market from '../market/market-admin.module.css';
import { CoverField } from './cover-field';
import { EventAttendeesPanel } from './event-attendees-panel';
import { checkEventDraft, emptyEventDraft, eventToDraft, type EventDraft } from './event-form-model';
import { EventMaterialsPanel } from './event-materials-panel';
import { AgendaRowsEditor, SpeakerRowsEditor } from './event-rows';
import { createEvent, deleteEvent, eventAdminKeys, updateEvent, useAdminEvent } from './events-admin-api';
import styles from './events-admin.module.css';

const LIST = '/admin/events';

const COPY: RecordEditorCopy = {
  screenTitle: '이벤트 편집',
  notFoundTitle: '이벤트를 찾을 수 없습니다.',
  notFoundDescription: '삭제되었거나 주소가 잘못되었습니다.',
  backToList: '이벤트 목록으로',
  loadErrorTitle: '이벤트 정보를 불러오지 못했습니다.',
  created: '이벤트를 등록했습니다.',
  saved: '이벤트를 저장했습니다.',
  deleted: '이벤트를 삭제했습니다.',
};

const NO_COUNTS: RegistrationCounts = { confirmed: 0, pendingPayment: 0, waitlisted: 0, cancelled: 0 };

/** /admin/events/new (eventId null) and /admin/events/:eventId: the record, its materials and its attendees. */
export function EventEditorScreen({ eventId }: { eventId: string | null }) {
  const record = useAdminEvent(eventId);
  // The form starts again from the stored record after its own save, not after a material upload or a cancellation.
  const [version, setVersion] = useState(0);
  if (eventId === null) return <EventForm initial={emptyEventDraft()} eventId={null} />;
  if (!record.data) return <RecordLoadState record={record} copy={COPY} listHref={LIST} />;
  const { event, counts, materials, href } = record.data;
  return (
    <EventForm
      key={`${event.id}:${version}`}
      initial={eventToDraft(event)}
      eventId={event.id}
      counts={counts}
      materials={materials}
      publicHref={href}
      updatedAt={event.updatedAt}
      onSaved={() => setVersion((v) => v + 1)}
    />
  );
}

/** '= 30,000원' under the price field. */
function wonText(text: string): string | undefined {
  const n = parseNumberText(text);
  return n === null || Number.isNaN(n) ? undefined : `= ${formatLocaleNumber(Math.round(n))}원`;
}

export function EventForm({ initial, eventId, counts = NO_COUNTS, materials = [], publicHref = null, updatedAt, onSaved }: {
  initial: EventDraft;
  eventId: string | null;
  counts?: RegistrationCounts;
  materials?: readonly AdminEventMaterial[];
  publicHref?: string | null;
  updatedAt?: string;
  onSaved?: () => void;
}) {
  const form = useRecordForm({
    initial,
    recordId: eventId,
    check: checkEventDraft,
    create: createEvent,
    update: updateEvent,
    delete: deleteEvent,
    fieldOfCode: { EVENT_CAPACITY_BELOW_CONFIRMED: 'capacity' },
    queryKeys: { all: eventAdminKeys.all(), lists: eventAdminKeys.lists() },
    listHref: LIST,
    copy: COPY,
    deleteConfirm: (saved) => ({
      title: '이벤트를 삭제할까요?',
      message: `'${saved.title}' 이벤트와 자료를 삭제합니다. 신청자가 있는 이벤트는 삭제할 수 없으니 공개 상태를 '취소됨'으로 바꿔 주세요.`,
      errorMessage: '이벤트를 삭제하지 못했습니다. 신청자가 있다면 삭제 대신 행사를 취소해 주세요.',
    }),
    onSaved,
  });
  const { draft, errors, isNew, set, text } = form;
  const online = draft.format === 'ONLINE' || draft.format === 'HYBRID';
  const offline = draft.format !== 'ONLINE';
  const seats = counts.confirmed + counts.pendingPayment;

  return (
    <>
      <EditorHeader
        title={isNew ? '새 이벤트 등록' : `이벤트 편집 · ${form.saved.title}`}
        newDescription="세미나 한 건을 등록합니다. 일시는 한국 시간(KST)으로 입력해 주세요. 공개 상태를 '공개'로 저장하면 /event에 나타납니다."
        idLabel="ID"
        recordId={eventId}
        updatedAt={updatedAt}
        listHref={LIST}
        publicHref={eventId === null ? null : publicHref ?? `/event/${encodeURIComponent(eventId)}`}
      />
      <div className={market.editor}>
        <form className={market.editor} onSubmit={(event) => void form.submit(event)} noValidate data-testid="event-form" aria-busy={form.saving || undefined}>
          <div className={forms.stack}>
            <FormErrorAlert message={form.formError} />

            <FormSection title="기본 정보" testId="event-section-basic">
              <TextInput label="제목" required maxLength={120} {...text('title')} className={market.wide} />
              <TextInput label="요약" maxLength={300} {...text('summary')} className={market.wide} hint="목록과 검색 결과에 보이는 한두 문장입니다." />
              <SelectInput label="이벤트 유형" name="type" required value={draft.type} onChange={set('type')} options={EVENT_TYPE_LABELS} error={errors.type} />
              <SelectInput label="공개 상태" name="status" required value={draft.status} onChange={(v) => set('status')(v || 'DRAFT')} options={EVENT_STATUS_LABELS} error={errors.status} allowEmpty={false} hint="임시 저장은 CMS에서만 보입니다. 취소됨은 목록에 '행사 취소'로 남습니다." />
              <TextInput label="주최" required maxLength={100} {...text('host')} />
              <TextArea label="소개" name="description" maxLength={10_000} value={draft.description} onChange={set('description')} error={errors.description} />
              <ChipsInput label="태그" name="tags" value={draft.tags} onChange={set('tags')} error={errors.tags} max={10} maxLength={40} />
              <CoverField label="표지 이미지" name="coverUrl" value={draft.coverUrl} onChange={set('coverUrl')} error={errors.coverUrl} hint="16:9 이미지를 권장합니다." />
              <Checkbox label="샘플 데이터" checked={draft.isSample} onChange={set('isSample')} hint="데모용 가상 이벤트입니다. 공개 화면에 샘플 표시가 붙습니다." />
            </FormSection>

            <FormSection title="일시" description="모든 일시는 한국 시간(KST, UTC+9) 기준입니다." testId="event-section-time">
              <TextInput label="시작 일시" type="datetime-local" required {...text('startsAt')} />
              <TextInput label="종료 일시" type="datetime-local" required {...text('endsAt')} />
              <TextInput label="신청 마감 일시" type="datetime-local" required {...text('registrationClosesAt')} hint="시작 일시와 같거나 앞서야 합니다." />
            </FormSection>

            <FormSection title="장소·온라인" testId="event-section-place">
              <SelectInput label="진행 방식" name="format" required value={draft.format} onChange={set('format')} options={EVENT_FORMAT_LABELS} error={errors.format} />
              {offline && <TextInput label="장소명" required maxLength={100} placeholder="예: SPI 라운지" {...text('venueName')} />}
              {offline && <TextInput label="주소" required maxLength={200} {...text('venueAddress')} className={market.wide} />}
              {online && (
                <TextInput
                  label="온라인 접속 링크"
                  type="url"
                  required
                  maxLength={500}
                  placeholder="https://"
                  {...text('onlineUrl')}
                  className={market.wide}
                  hint="참가가 확정된 분에게만 보입니다. 공개 페이지에는 나오지 않습니다."
                />
              )}
            </FormSection>

            <FormSection title="정원·참가비" testId="event-section-capacity">
              <TextInput
                label="정원"
                unit="명"
                inputMode="numeric"
                required
                {...text('capacity')}
                hint={isNew ? undefined : `현재 좌석 ${formatLocaleNumber(seats)}명 사용 중 (확정 ${counts.confirmed}, 결제 대기 ${counts.pendingPayment}). 이보다 줄일 수 없습니다.`}
              />
              <TextInput
                label="대기 인원"
                unit="명"
                inputMode="numeric"
                {...text('waitlistCapacity')}
                hint={isNew ? '정원이 차면 이 인원까지 대기 신청을 받습니다. 0이면 받지 않습니다.' : `현재 대기 ${formatLocaleNumber(counts.waitlisted)}명. 취소가 생기면 먼저 신청한 순서대로 확정됩니다.`}
              />
              <SelectInput label="참가비 정책" name="pricePolicy" required value={draft.pricePolicy} onChange={(v) => set('pricePolicy')(v || 'FREE')} options={EVENT_PRICE_POLICY_LABELS} error={errors.pricePolicy} allowEmpty={false} />
              <TextInput
                label={draft.pricePolicy === 'MEMBERS_FREE' ? '참가비 (비회원)' : '참가비'}
                unit="원"
                inputMode="numeric"
                {...text('priceWon')}
                value={draft.pricePolicy === 'FREE' ? '0' : draft.priceWon}
                disabled={draft.pricePolicy === 'FREE'}
                hint={draft.pricePolicy === 'FREE' ? '무료 행사입니다.' : wonText(draft.priceWon) ?? '등록된 카드로 결제합니다.'}
              />
            </FormSection>

            <section className={forms.card} aria-labelledby="event-speakers-title" data-testid="event-section-speakers">
              <h2 id="event-speakers-title" className={forms.cardTitle}>연사</h2>
              <SpeakerRowsEditor rows={draft.speakers} onChange={set('speakers')} errors={errors} />
            </section>

            <section className={forms.card} aria-labelledby="event-agenda-title" data-testid="event-section-agenda">
              <h2 id="event-agenda-title" className={forms.cardTitle}>프로그램</h2>
              <AgendaRowsEditor rows={draft.agenda} onChange={set('agenda')} errors={errors} />
            </section>

            <FormSection title="참가자 파일" description="신청할 때 사전 질문지나 발표 자료 같은 파일 한 개를 받을 수 있습니다 (PDF, PPTX, DOCX, XLSX, JPG, PNG · 10MB 이하)." testId="event-section-file">
              <TextInput label="파일 안내 문구" maxLength={100} placeholder="예: 사전 질문지" {...text('attendeeFileLabel')} hint="비워 두면 파일을 받지 않습니다." />
              <div className={styles.checkCell}>
                <Checkbox
                  label="파일을 올려야 신청할 수 있음"
                  checked={draft.attendeeFileRequired && draft.attendeeFileLabel.trim() !== ''}
                  onChange={(checked) => set('attendeeFileRequired')(checked && draft.attendeeFileLabel.trim() !== '')}
                  hint={draft.attendeeFileLabel.trim() === '' ? '파일 안내 문구를 먼저 입력해 주세요.' : undefined}
                />
                {errors.attendeeFileRequired && <p className={forms.error} role="alert">{errors.attendeeFileRequired}</p>}
              </div>
            </FormSection>
          </div>

          <EditorActionBar dirty={form.dirty} isNew={isNew} saving={form.saving} onDelete={() => void form.remove()} />
        </form>

        {eventId === null ? (
          <p className={forms.notice}>이벤트를 등록한 뒤 자료를 올리고 신청자를 관리할 수 있습니다.</p>
        ) : (
          <>
            <EventMaterialsPanel eventId={eventId} materials={materials} />
            <EventAttendeesPanel eventId={eventId} counts={counts} />
          </>
        )}
      </div>
    </>
  );
}
