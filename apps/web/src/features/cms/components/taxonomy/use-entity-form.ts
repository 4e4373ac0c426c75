'use client';

import { useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { showSnackbar, showSystemConfirm } from '@/components/ui';
import { apiFieldErrors, conflictFieldErrors, errorMessage, issuesToFieldErrors, type FieldErrors } from '../../lib/field-errors';

interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/**
 * Create/edit form state of a taxonomy entity: the contract's schema checks first (its Korean
 * messages per field), then the API (400 field issues and the 409s of one field such as SLUG_TAKEN on
 * that field; other refusals such as GLOSSARY_TERM_TAKEN as a form message).
 */
export function useEntityForm<T>(schema: Schema<T>, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setErrors({});
    setFormError(null);
  };

  const submit = async (raw: unknown, save: (input: T) => Promise<unknown>, done: string): Promise<boolean> => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setFormError(null);
      return false;
    }
    setPending(true);
    reset();
    try {
      await save(parsed.data);
      await queryClient.invalidateQueries({ queryKey });
      showSnackbar({ type: 'Success', message: done, position: 'bottom-center' });
      return true;
    } catch (error) {
      const fields = apiFieldErrors(error) ?? conflictFieldErrors(error);
      if (fields) setErrors(fields);
      else setFormError(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  const clearField = (name: string) => setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  return { errors, formError, pending, submit, reset, clearField };
}

/** System confirm, then DELETE; a refusal (409 TAXONOMY_IN_USE, MEDIA_IN_USE ...) is shown with the API's message. */
export async function confirmDelete(options: { title: string; message: string; remove: () => Promise<void>; invalidate: () => Promise<void>; done: string }): Promise<void> {
  const confirmed = await showSystemConfirm({ title: options.title, message: options.message, submitLabel: '삭제', closeLabel: '취소', submitColor: 'danger' });
  if (!confirmed) return;
  try {
    await options.remove();
    await options.invalidate();
    showSnackbar({ type: 'Success', message: options.done, position: 'bottom-center' });
  } catch (error) {
    showSnackbar({ type: 'Warning', message: errorMessage(error, '삭제하지 못했습니다.'), position: 'bottom-center' });
  }
}
