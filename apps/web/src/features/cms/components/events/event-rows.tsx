'use client';

import { TextInput } from '../market/fields';
import { RowsEditor } from '../market/fund-rows';
import type { FormErrors } from '../market/units';
import { emptyAgendaRow, emptySpeakerRow, type AgendaRowDraft, type SpeakerRowDraft } from './event-form-model';
import styles from './events-admin.module.css';

/** The contract's limits (eventInputSchema). */
export const MAX_SPEAKERS = 20;
export const MAX_AGENDA = 30;

/** An event's speakers: 이름, 직함, 소속; added, removed and reordered (the order of the event page). */
export function SpeakerRowsEditor({ rows, onChange, errors }: { rows: SpeakerRowDraft[]; onChange: (rows: SpeakerRowDraft[]) => void; errors: FormErrors }) {
  return (
    <div className={styles.threeFieldRows}>
      <RowsEditor
        rows={rows}
        onChange={onChange}
        errors={errors}
        field="speakers"
        testId="speaker"
        max={MAX_SPEAKERS}
        noun="연사"
        emptyText="연사가 없습니다. 아래 버튼으로 추가해 주세요."
        count={`${rows.length}/${MAX_SPEAKERS}명`}
        newRow={emptySpeakerRow}
      >
        {(row, { update, error: e, name }) => (
          <>
            <TextInput label="이름" name={name('name')} required maxLength={40} value={row.name} onChange={(v) => update({ name: v })} error={e('name')} />
            <TextInput label="직함" name={name('title')} maxLength={60} placeholder="예: 리서치센터장" value={row.title} onChange={(v) => update({ title: v })} error={e('title')} />
            <TextInput label="소속" name={name('organization')} maxLength={100} value={row.organization} onChange={(v) => update({ organization: v })} error={e('organization')} />
          </>
        )}
      </RowsEditor>
    </div>
  );
}

/** An event's programme: 시각 (HH:mm, Asia/Seoul), 프로그램, 발표자, in the order they run. */
export function AgendaRowsEditor({ rows, onChange, errors }: { rows: AgendaRowDraft[]; onChange: (rows: AgendaRowDraft[]) => void; errors: FormErrors }) {
  return (
    <div className={styles.agendaRows}>
      <RowsEditor
        rows={rows}
        onChange={onChange}
        errors={errors}
        field="agenda"
        testId="agenda"
        max={MAX_AGENDA}
        noun="프로그램"
        emptyText="프로그램이 없습니다. 아래 버튼으로 추가해 주세요."
        count={`${rows.length}/${MAX_AGENDA}개`}
        newRow={emptyAgendaRow}
      >
        {(row, { update, error: e, name }) => (
          <>
            <TextInput label="시각" name={name('time')} required maxLength={5} placeholder="14:00" inputMode="numeric" value={row.time} onChange={(v) => update({ time: v })} error={e('time')} />
            <TextInput label="프로그램" name={name('title')} required maxLength={120} value={row.title} onChange={(v) => update({ title: v })} error={e('title')} />
            <TextInput label="발표자" name={name('speaker')} maxLength={60} value={row.speaker} onChange={(v) => update({ speaker: v })} error={e('speaker')} />
          </>
        )}
      </RowsEditor>
    </div>
  );
}
