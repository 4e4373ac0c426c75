'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui';
import { checkScheduleInput, toSeoulInputValue } from '../../lib/seoul-time';
import { CmsDialog } from '../cms-dialog';
import forms from '../forms.module.css';

/** The next full hour from now, in Seoul, as the picker's first suggestion. */
function nextHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  date.setUTCMinutes(0, 0, 0);
  return toSeoulInputValue(date);
}

/**
 * 예약 발행: a Seoul date-time (to the second) checked before it is sent; the API's answer (for
 * example a time that passed meanwhile) is shown here too.
 */
export function ScheduleDialog({ open, initial, onClose, onSubmit, serverError }: {
  open: boolean;
  /** ISO of the current schedule, if any. */
  initial: string | null;
  onClose: () => void;
  onSubmit: (seoulLocal: string) => Promise<void>;
  serverError?: string | null;
}) {
  const [value, setValue] = useState(() => (initial ? toSeoulInputValue(initial) : nextHour()));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkScheduleInput(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSubmit(value);
    } finally {
      setPending(false);
    }
  };

  const shown = error ?? serverError ?? null;
  return (
    <CmsDialog
      open={open}
      title="예약 발행"
      onClose={onClose}
      busy={pending}
      testId="schedule-dialog"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>취소</Button>
          <Button type="submit" form={`${inputId}-form`} loading={pending}>예약</Button>
        </>
      )}
    >
      <form id={`${inputId}-form`} className={forms.stack} onSubmit={submit} noValidate>
        <div className={forms.field}>
          <label htmlFor={inputId} className={forms.label}>발행 시각 (한국 시간)</label>
          <input
            id={inputId}
            type="datetime-local"
            step={1}
            className={forms.input}
            value={value}
            min={toSeoulInputValue(new Date(), false)}
            data-autofocus=""
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            onChange={(event) => { setValue(event.target.value); setError(null); }}
          />
          {shown && <p id={errorId} className={forms.error} role="alert">{shown}</p>}
        </div>
        <p className={forms.hint}>저장하지 않은 변경 사항은 예약 전에 먼저 저장됩니다. 예약한 시각이 되면 서버가 자동으로 발행합니다 (Asia/Seoul).</p>
      </form>
    </CmsDialog>
  );
}
