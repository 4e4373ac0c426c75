import { isApiError } from '@/lib/api-client';
import { errorMessage } from '../../lib/field-errors';
import { issuesToErrors, type FormErrors } from './units';

/**
 * An API refusal of a save as field errors and one message for the top of the form: issues in the
 * details (VALIDATION_FAILED, DEAL_REFERENCE_UNKNOWN: 'buyerFundId', 'assets.0.dealId') on their fields,
 * a 409 of one field (ID taken) on that field, anything else (a network failure) as the message.
 */
export function serverErrors(error: unknown, fieldOfCode: Record<string, string> = {}): { fields: FormErrors; message: string } {
  const details = isApiError(error) ? (error.details as { issues?: Array<{ path?: unknown; message?: unknown }> } | undefined) : undefined;
  if (isApiError(error) && Array.isArray(details?.issues)) {
    const issues = details.issues.filter((i): i is { path: string; message: string } => typeof i.path === 'string' && typeof i.message === 'string');
    const fields = issuesToErrors(issues);
    if (Object.keys(fields).length > 0) {
      return { fields, message: error.code === 'VALIDATION_FAILED' ? '서버에서 입력값을 거부했습니다. 표시된 항목을 확인해 주세요.' : error.message };
    }
  }
  if (isApiError(error)) {
    const field = fieldOfCode[error.code];
    if (field) return { fields: { [field]: error.message }, message: error.message };
    return { fields: {}, message: error.message || errorMessage(error) };
  }
  return { fields: {}, message: errorMessage(error) };
}
