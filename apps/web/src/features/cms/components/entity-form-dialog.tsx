'use client';

import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui';
import { CmsDialog } from './cms-dialog';
import forms from './forms.module.css';

/**
 * The create/edit dialog of a CMS list screen (taxonomy, glossary, explainers): 취소 and 저장 in the
 * footer, the form's own message above its fields, and nothing rendered while closed.
 */
export function EntityFormDialog({ open, title, formId, size, pending, formError, onClose, onSubmit, children }: {
  open: boolean;
  title: string;
  formId: string;
  size?: 'md';
  pending: boolean;
  formError: string | null;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <CmsDialog
      open={open}
      size={size}
      title={title}
      onClose={onClose}
      busy={pending}
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>취소</Button>
          <Button type="submit" form={formId} loading={pending}>저장</Button>
        </>
      )}
    >
      {open && (
        <form id={formId} className={forms.stack} onSubmit={onSubmit} noValidate>
          {formError && <div className={forms.alert} role="alert"><p>{formError}</p></div>}
          {children}
        </form>
      )}
    </CmsDialog>
  );
}

/** 수정 and 삭제 at the end of a row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete, className }: { name: string; onEdit: () => void; onDelete?: () => void; className?: string }) {
  return (
    <td className={className}>
      <button type="button" className={forms.linkButton} onClick={onEdit} aria-label={`${name} 수정`}>수정</button>
      {onDelete && <button type="button" className={`${forms.linkButton} ${forms.dangerLink}`} onClick={onDelete} aria-label={`${name} 삭제`}>삭제</button>}
    </td>
  );
}
