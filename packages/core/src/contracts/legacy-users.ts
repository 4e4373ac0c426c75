import { z } from 'zod';

/**
 * The CSV of legacy accounts (the previous service) that `npm run import:legacy-users` and the demo
 * data read: a header line naming these columns (any order), then one account per line.
 */
export const LEGACY_USERS_CSV_COLUMNS = ['legacy_user_id', 'email', 'provider', 'joined_at'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));

export const legacyUserCsvRowSchema = z.object({
  legacy_user_id: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  provider: optionalText(30),
  joined_at: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+09:00` : value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: '날짜(YYYY-MM-DD 또는 ISO 8601) 형식이 아닙니다.' });
        return z.NEVER;
      }
      return date;
    }),
});

export interface LegacyUserRecord {
  legacyUserId: string;
  email: string;
  provider: string | null;
  joinedAt: Date | null;
}

export interface LegacyUsersCsvResult {
  rows: LegacyUserRecord[];
  /** 1-based line numbers (the header is line 1) with a Korean reason. */
  errors: Array<{ line: number; message: string }>;
}

/** Splits CSV text into records of fields (RFC 4180: quotes, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Parses and validates a legacy-users CSV. A duplicate legacy_user_id keeps the last line. */
export function parseLegacyUsersCsv(text: string): LegacyUsersCsvResult {
  const records = parseCsv(text);
  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = LEGACY_USERS_CSV_COLUMNS.filter((column) => column !== 'provider' && column !== 'joined_at' && !header.includes(column));
  if (records.length === 0 || missing.length > 0) {
    return { rows: [], errors: [{ line: 1, message: `헤더에 ${missing.length ? missing.join(', ') : LEGACY_USERS_CSV_COLUMNS.join(', ')} 열이 필요합니다.` }] };
  }
  const byId = new Map<string, LegacyUserRecord>();
  const errors: LegacyUsersCsvResult['errors'] = [];
  records.slice(1).forEach((fields, index) => {
    const line = index + 2;
    if (fields.length === 1 && fields[0]!.trim() === '') return; // blank line
    const raw = Object.fromEntries(header.map((name, column) => [name, fields[column]]));
    const parsed = legacyUserCsvRowSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({ line, message: `${issue?.path.join('.') || '행'}: ${issue?.message ?? '형식이 올바르지 않습니다.'}` });
      return;
    }
    const row = parsed.data;
    byId.set(row.legacy_user_id, { legacyUserId: row.legacy_user_id, email: row.email, provider: row.provider, joinedAt: row.joined_at });
  });
  return { rows: [...byId.values()], errors };
}
