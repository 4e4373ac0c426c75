import { FUND_REPORT_MAX_BYTES, FUND_REPORT_MIMES } from '@spi/core';

/** Extensions the report upload accepts, with their MIME types (the API checks the content again). */
export const REPORT_EXTENSIONS: Record<string, (typeof FUND_REPORT_MIMES)[number]> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const REPORT_ACCEPT = ['.pdf', '.xlsx', '.docx', ...FUND_REPORT_MIMES].join(',');

/** The Korean reason a file cannot be a fund report (type by extension and MIME, ≤ 30 MB, not empty), or null. */
export function checkReportFile(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const expected = REPORT_EXTENSIONS[extension];
  if (!expected || (file.type !== '' && file.type !== expected && file.type !== 'application/octet-stream')) {
    return '펀드 보고서는 PDF, XLSX, DOCX 파일만 올릴 수 있습니다.';
  }
  if (file.size === 0) return '빈 파일은 올릴 수 없습니다.';
  if (file.size > FUND_REPORT_MAX_BYTES) return `펀드 보고서 파일은 30MB 이하로 올려 주세요. (선택한 파일: ${formatFileSize(file.size)})`;
  return null;
}

/** '2.4MB', '830KB', '512B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}KB`;
  return `${bytes}B`;
}
