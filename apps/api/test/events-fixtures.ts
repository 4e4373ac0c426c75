import { schema, type DbHandle } from '@spi/db';
import { multipartBody, zip } from './upload-fixtures';

export { multipartBody, zip };

/** Fixed test time: Thursday 2026-11-26 10:00 Asia/Seoul. */
export const T0 = Date.parse('2026-11-26T01:00:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 2)]);

export const PPTX = zip({ '[Content_Types].xml': '<x/>', 'ppt/presentation.xml': '<p/>' });
export const DOCX = zip({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' });

export type EventValues = Partial<typeof schema.events.$inferInsert>;

/** Inserts an event (published, free, offline, in a week unless told otherwise); returns its id. */
export async function insertEvent(db: DbHandle, values: EventValues = {}): Promise<number> {
  const startsAt = values.startsAt ?? new Date(T0 + 7 * DAY);
  const [row] = await db.db
    .insert(schema.events)
    .values({
      title: '리츠 투자 세미나',
      summary: '상업용 부동산 리츠의 최근 흐름',
      description: '첫 문단입니다.\n\n둘째 문단입니다.',
      type: 'SEMINAR',
      format: 'OFFLINE',
      status: 'PUBLISHED',
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      registrationClosesAt: new Date(startsAt.getTime() - DAY),
      venueName: 'SPI 라운지',
      venueAddress: '서울 중구 세종대로 1',
      host: 'SPI',
      capacity: 30,
      waitlistCapacity: 5,
      pricePolicy: 'FREE',
      priceWon: 0,
      speakers: [{ name: '김연사', title: '대표', organization: '가상자산운용' }],
      agenda: [{ time: '14:00', title: '개회', speaker: '' }],
      tags: ['리츠'],
      isSample: true,
      publishedAt: new Date(T0 - DAY),
      createdAt: new Date(T0 - 2 * DAY),
      updatedAt: new Date(T0 - DAY),
      ...values,
      startsAt,
    })
    .returning({ id: schema.events.id });
  return row!.id;
}

/** Unfolds and splits an .ics into its properties (name → value), checking the line rules on the way. */
export function parseIcs(text: string): { lines: string[]; props: Map<string, string[]> } {
  if (!text.endsWith('\r\n')) throw new Error('ics must end with CRLF');
  if (/[^\r]\n/.test(text)) throw new Error('ics has a bare LF');
  for (const line of text.split('\r\n')) if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`ics line longer than 75 octets: ${line}`);
  const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const props = new Map<string, string[]>();
  for (const line of unfolded) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    props.set(name, [...(props.get(name) ?? []), line.slice(colon + 1)]);
  }
  return { lines: unfolded, props };
}

/** The registration form fields. */
export function form(name: string, extra: Record<string, string> = {}): Record<string, string> {
  return { name, email: `${name.toLowerCase()}@example.com`, phone: '010-1234-5678', company: '가상자산운용', jobTitle: '매니저', note: '', ...extra };
}
