import forms from './forms.module.css';

/** The visual '*' of a required field (hidden from screen readers; the control has aria-required). */
export function RequiredMark() {
  return <span className={forms.requiredMark} aria-hidden="true"> *</span>;
}
