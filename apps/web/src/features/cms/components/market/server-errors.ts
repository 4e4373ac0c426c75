import { isApiError } from '@/lib/api-client';
import { errorMessage } from '../../lib/field-errors';
import { issuesToErrors, type FormErrors } from './units';

/**
 * An API refusal of a save as field errors and one message for the top of the form: VALIDATION_FAILED
 * issues by their path ('assets.0.stake'), a 409 of one field (ID taken) on that field, anything else
 * (a reference that does not exist, a network failure) as the message.
 */
export function serverErrors(error: unknown, fieldOfCode: Record<string, string> = {}): { fields: FormErrors; message: string } {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    const details = error.details as { issues?: Array<{ path?: unknown; message?: unknown }> } | undefined;
    const issues = (details?.issues ?? []).filter((i): i is { path: string; message: string } => typeof i.path === 'string' && typeof i.message === 'string');
    const fields = issuesToErrors(issues);
    return { fields, message: Object.keys(fields).length > 0 ? '서버에서 입력값을 거부했습니다. 표시된 항목을 확인해 주세요.' : errorMessage(error) };
  }
  if (isApiError(error)) {
    const field = fieldOfCode[error.code];
    if (field) return { fields: { [field]: error.message }, message: error.message };
    return { fields: {}, message: error.message || errorMessage(error) };
  }
  return { fields: {}, message: errorMessage(error) };
}
