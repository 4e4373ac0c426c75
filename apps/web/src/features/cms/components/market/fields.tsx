'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { Select } from '@/components/ui';
import forms from '../forms.module.css';
import { RequiredMark } from '../required-mark';
import styles from './market-admin.module.css';
import { formatLocaleNumber } from '@spi/core';

interface FieldIds { id: string; describedBy: string | undefined; invalid: true | undefined; required: true | undefined }

/** The props that tie a control to its label, hint and error: its id and aria state. */
export const controlProps = (ids: FieldIds) => ({
  id: ids.id,
  'aria-invalid': ids.invalid,
  'aria-required': ids.required,
  'aria-describedby': ids.describedBy,
});

/** A labelled control with its hint and error wired to aria-describedby; `name` is the error key. */
export function Field({ label, name, error, hint, required, unit, className, children }: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  unit?: string;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx(forms.field, className)} data-field={name}>
      <label htmlFor={id} className={forms.label}>{label}{unit && <span className={styles.unitLabel}> ({unit})</span>}{required && <RequiredMark />}</label>
      {unit ? (
        <div className={styles.unitWrap}>
          {children({ id, describedBy, invalid: error ? true : undefined, required: required ? true : undefined })}
          <span className={styles.unit} aria-hidden="true">{unit}</span>
        </div>
      ) : children({ id, describedBy, invalid: error ? true : undefined, required: required ? true : undefined })}
      {hint && <p id={hintId} className={forms.hint}>{hint}</p>}
      {error && <p id={errorId} className={forms.error} role="alert">{error}</p>}
    </div>
  );
}

type InputMode = 'text' | 'decimal' | 'numeric';

export function TextInput({ label, name, value, onChange, error, hint, required, unit, inputMode = 'text', type = 'text', maxLength, placeholder, className, disabled }: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  unit?: string;
  inputMode?: InputMode;
  type?: 'text' | 'date' | 'datetime-local' | 'url' | 'email';
  maxLength?: number;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required} unit={unit} className={className}>
      {(ids) => (
        <input
          {...controlProps(ids)}
          name={name}
          type={type}
          inputMode={inputMode === 'text' ? undefined : inputMode}
          className={clsx(forms.input, unit && styles.numberInput)}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function TextArea({ label, name, value, onChange, error, hint, maxLength, required }: {
  label: string; name: string; value: string; onChange: (value: string) => void; error?: string; hint?: ReactNode; maxLength?: number; required?: boolean;
}) {
  return (
    <Field label={label} name={name} error={error} hint={hint ?? (maxLength ? `${formatLocaleNumber(value.length)}/${formatLocaleNumber(maxLength)}자` : undefined)} required={required} className={styles.wide}>
      {(ids) => (
        <textarea
          {...controlProps(ids)}
          name={name}
          className={forms.textarea}
          rows={5}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A select of codes with their Korean labels; '' is the '선택' placeholder. */
export function SelectInput<T extends string>({ label, name, value, onChange, options, error, hint, required, placeholder = '선택해 주세요', allowEmpty = true }: {
  label: string;
  hint?: ReactNode;
  name: string;
  value: T | '';
  onChange: (value: T | '') => void;
  options: Record<T, string>;
  error?: string;
  required?: boolean;
  placeholder?: string;
  allowEmpty?: boolean;
}) {
  return (
    <Field label={label} name={name} error={error} hint={hint} required={required}>
      {(ids) => (
        <Select
          {...controlProps(ids)}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value as T | '')}
        >
          {(allowEmpty || value === '') && <option value="">{placeholder}</option>}
          {(Object.entries(options) as Array<[T, string]>).map(([code, text]) => <option key={code} value={code}>{text}</option>)}
        </Select>
      )}
    </Field>
  );
}

export function Checkbox({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  return (
    <div className={forms.field}>
      <label className={forms.check}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {hint && <p className={forms.hint}>{hint}</p>}
    </div>
  );
}

/**
 * Chips typed into one input (Enter or comma adds, Backspace on an empty input removes the last, × on a
 * chip removes it): tags of a deal, sales companies of a fund.
 */
export function ChipsInput({ label, name, value, onChange, error, max, maxLength, hint }: {
  label: string;
  name: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  max: number;
  maxLength: number;
  hint?: string;
}) {
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const add = () => {
    const item = text.trim();
    if (!item) return;
    if (item.length > maxLength) return setLocalError(`${label}은(는) ${maxLength}자 이하로 입력해 주세요.`);
    if (value.some((v) => v.toLowerCase() === item.toLowerCase())) return setLocalError(`이미 추가한 ${label}입니다.`);
    if (value.length >= max) return setLocalError(`${label}은(는) ${max}개까지 추가할 수 있습니다.`);
    onChange([...value, item]);
    setText('');
    setLocalError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <Field label={label} name={name} error={localError ?? error} hint={hint ?? `Enter 또는 쉼표로 추가합니다 (${value.length}/${max}).`} className={styles.wide}>
      {(ids) => (
        <div className={styles.chips}>
          {value.map((item) => (
            <span key={item} className={styles.chip}>
              {item}
              <button type="button" className={styles.chipRemove} aria-label={`${item} 삭제`} onClick={() => onChange(value.filter((v) => v !== item))}>×</button>
            </span>
          ))}
          <input
            id={ids.id}
            name={name}
            className={clsx(forms.input, styles.chipInput)}
            value={text}
            aria-invalid={localError || error ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => { setText(event.target.value); setLocalError(null); }}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
        </div>
      )}
    </Field>
  );
}

/** A titled group of fields in a two-column grid (one column on phones). */
export function FormSection({ title, description, children, testId }: { title: string; description?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={forms.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={forms.cardTitle}>{title}</h2>
      {description && <p className={clsx(forms.hint, styles.sectionHint)}>{description}</p>}
      <div className={styles.grid}>{children}</div>
    </section>
  );
}
