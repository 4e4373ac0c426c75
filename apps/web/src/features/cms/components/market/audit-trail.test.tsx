import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordAudit } from '@spi/core';
import { AuditTrail } from './audit-trail';
import { DEAL_FIELDS, FUND_FIELDS, formatAuditValue } from './field-labels';

const at = '2026-11-20T01:05:00.000Z'; // 10:05 in Seoul

describe('AuditTrail', () => {
  it('shows who, when, the action and each field before → after with Korean labels and units', () => {
    const audits: RecordAudit[] = [
      {
        id: 'a2', action: 'UPDATE', actor: { userId: 'u1', name: '지호' }, createdAt: at,
        changes: [
          { field: 'priceWon', before: 800_000_000_000, after: 950_000_000_000 },
          { field: 'capRate', before: 0.045, after: 0.0425 },
          { field: 'status', before: 'SIGNED', after: 'CLOSED' },
          { field: 'tags', before: [], after: ['CBD', '오피스'] },
        ],
      },
      { id: 'a1', action: 'IMPORT', actor: null, createdAt: '2026-11-01T00:00:00.000Z', changes: [{ field: 'lender', before: '', after: 'KB국민은행' }] },
    ];
    render(<AuditTrail audits={audits} fields={DEAL_FIELDS} />);
    const [update, imported] = screen.getAllByTestId('audit-entry');
    const u = within(update!);
    expect(u.getByText('수정')).toBeTruthy();
    expect(u.getByText('지호')).toBeTruthy();
    expect(update!.textContent).toContain('2026.11.20 10:05');
    expect(u.getByText('거래가').nextElementSibling?.textContent).toBe('8,000억원→에서 다음으로:9,500억원');
    expect(u.getByText('캡레이트').nextElementSibling?.textContent).toContain('4.50%→');
    expect(u.getByText('캡레이트').nextElementSibling?.textContent).toContain('4.25%');
    expect(u.getByText('거래 상태').nextElementSibling?.textContent).toContain('계약');
    expect(u.getByText('거래 상태').nextElementSibling?.textContent).toContain('완료');
    expect(u.getByText('태그').nextElementSibling?.textContent).toContain('(없음)');
    expect(within(imported!).getByText('파일 가져오기')).toBeTruthy();
    expect(within(imported!).getByText('시스템')).toBeTruthy();
    expect(within(imported!).getByText('대주')).toBeTruthy();
  });

  it('prints fund rows readably and says when there is no history', () => {
    expect(formatAuditValue(FUND_FIELDS, 'assets', [{ name: '센터원', assetType: 'OFFICE', region: 'CBD', acquiredOn: null, stake: 0.5, dealId: null }]))
      .toBe('1건: 이름 센터원 · 자산 유형 오피스 · 권역 CBD (도심) · 지분 50.00%');
    expect(formatAuditValue(FUND_FIELDS, 'aumWon', 123_450_000_000)).toBe('1,234.50억원');
    expect(formatAuditValue(FUND_FIELDS, 'isSample', true)).toBe('예');
    expect(formatAuditValue(FUND_FIELDS, 'report', { id: 'r1', title: '3분기 보고서', kind: 'REGULAR', periodEnd: '2026-09-30', fileName: 'q3.pdf', size: 1024, sha256: 'ab' }))
      .toBe('제목 3분기 보고서 · 종류 자산운용보고서 · 기준일 2026-09-30 · 파일 q3.pdf');
    render(<AuditTrail audits={[]} fields={FUND_FIELDS} />);
    expect(screen.getByText('아직 변경 이력이 없습니다.')).toBeTruthy();
  });

  it('folds the fields of a new record after the first eight', () => {
    const fields = ['assetName', 'address', 'district', 'region', 'assetType', 'subtype', 'gfaSqm', 'landSqm', 'completionYear', 'priceWon'];
    const audit: RecordAudit = { id: 'c', action: 'CREATE', actor: { userId: 'u1', name: '지호' }, createdAt: at, changes: fields.map((field) => ({ field, before: null, after: field === 'gfaSqm' ? 82_000 : 'x' })) };
    render(<AuditTrail audits={[audit]} fields={DEAL_FIELDS} />);
    const entry = screen.getByTestId('audit-entry');
    expect(within(entry).getByText('등록')).toBeTruthy();
    expect(within(entry).getByText('연면적').nextElementSibling?.textContent).toBe('82,000㎡');
    expect(entry.querySelector('details summary')?.textContent).toBe('나머지 2개 항목 보기');
    expect(entry.querySelector('details')?.textContent).toContain('준공연도');
  });
});
