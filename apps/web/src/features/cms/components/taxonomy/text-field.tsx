'use client';

import { useId } from 'react';
import forms from '../forms.module.css';
import { RequiredMark } from '../required-mark';

/** A labelled text input or textarea with its hint and error wired to aria-describedby. */
export function TextField({ label, value, onChange, error, hint, required, multiline, maxLength, type = 'text', autoFocus, placeholder, name }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  type?: 'text' | 'number';
  autoFocus?: boolean;
  placeholder?: string;
  name?: string;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
    'data-autofocus': autoFocus ? '' : undefined,
  };
  return (
    <div className={forms.field}>
      <div className={forms.labelRow}>
        <label htmlFor={id} className={forms.label}>{label}{required && <RequiredMark />}</label>
        {maxLength && <span className={forms.counter}>{value.length}/{maxLength}</span>}
      </div>
      {multiline ? (
        <textarea {...common} className={forms.textarea} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} className={forms.input} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && <p id={hintId} className={forms.hint}>{hint}</p>}
      {error && <p id={errorId} className={forms.error} role="alert">{error}</p>}
    </div>
  );
}
