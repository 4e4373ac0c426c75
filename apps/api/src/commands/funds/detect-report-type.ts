import type { ReportExtension } from '../../adapters/report-storage';

/**
 * The type of an uploaded fund report, by its bytes (the declared content type and the file name are
 * never trusted): `%PDF-` is a PDF; a ZIP whose entries include `xl/` is an XLSX and `word/` a DOCX.
 * Anything else is null (415 FUND_REPORT_INVALID).
 */
export function detectReportType(bytes: Uint8Array): ReportExtension | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) {
    const names = zipEntryNames(buffer);
    if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
  }
  return null;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const MAX_ENTRIES = 10_000;

/** The entry names of a ZIP's central directory (empty when the archive is malformed). */
export function zipEntryNames(buffer: Buffer): string[] {
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const floor = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= floor; i--) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = Math.min(buffer.readUInt16LE(eocd + 10), MAX_ENTRIES);
  let offset = buffer.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_SIGNATURE) break;
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > buffer.length) break;
    names.push(buffer.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
