import {
  ERROR_CATALOGUE, STUDENT_DOCUMENT_MAX_BYTES, STUDENT_DOCUMENT_TYPES, isSchoolEmail, type StudentDocumentType,
} from '@spi/core';
import { studentCodeRequestSchema, studentDocumentFieldsSchema, studentEmailRequestSchema } from '@spi/core/contracts/students';

/**
 * Client-side checks of the verification forms, for instant Korean messages next to the fields. The
 * server decides: it checks the same contracts, the school domains and the file's actual content.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function firstErrors<K extends string>(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function validateEmailForm(input: { school: string; email: string }):
  | { ok: true; value: { school: string; email: string } }
  | { ok: false; errors: FieldErrors<'school' | 'email'> } {
  const parsed = studentEmailRequestSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: firstErrors(parsed.error.issues) };
}

export function validateCode(code: string): { ok: true; value: string } | { ok: false; error: string } {
  const parsed = studentCodeRequestSchema.safeParse({ code });
  return parsed.success ? { ok: true, value: parsed.data.code } : { ok: false, error: parsed.error.issues[0]?.message ?? '메일로 받은 6자리 숫자를 입력해 주세요.' };
}

export function validateSchool(school: string): { ok: true; value: string } | { ok: false; error: string } {
  const parsed = studentDocumentFieldsSchema.safeParse({ school });
  return parsed.success ? { ok: true, value: parsed.data.school } : { ok: false, error: parsed.error.issues[0]?.message ?? '학교 이름을 입력해 주세요.' };
}

/** What the e-mail field says while typing: nothing yet, a school address, or probably not one. */
export function schoolEmailHint(email: string): 'empty' | 'school' | 'other' {
  const value = email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return 'empty';
  return isSchoolEmail(value) ? 'school' : 'other';
}

/** Digits only, at most six: what the code field keeps of typed or pasted text ('123 456', '123-456'). */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

const EXTENSION_TYPES: Record<string, StudentDocumentType> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf',
};

/** The document's type by its MIME type, or by its extension when the browser gave none; null when not allowed. */
export function documentTypeOf(file: Pick<File, 'name' | 'type'>): StudentDocumentType | null {
  if ((STUDENT_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return file.type as StudentDocumentType;
  if (file.type) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/** The Korean message for a file the server would refuse (type, size, empty), or null. */
export function checkDocumentFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!documentTypeOf(file)) return ERROR_CATALOGUE.STUDENT_DOCUMENT_INVALID.message;
  if (file.size > STUDENT_DOCUMENT_MAX_BYTES) return ERROR_CATALOGUE.STUDENT_DOCUMENT_TOO_LARGE.message;
  if (file.size === 0) return '빈 파일은 올릴 수 없어요. 학생증을 다시 촬영하거나 스캔해 주세요.';
  return null;
}

/** The file input's accept list: the allowed MIME types and their extensions. */
export const DOCUMENT_ACCEPT = [...STUDENT_DOCUMENT_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(',');

/** 1.2MB, 340KB: a file size as the reader reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}
