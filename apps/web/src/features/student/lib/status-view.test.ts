import { describe, expect, it } from 'vitest';
import { studentStatus } from '../test-utils';
import { pendingCodeUntil, studentStatusView } from './status-view';

const NOW = Date.parse('2026-11-26T03:00:00Z');
const DAY = 86_400_000;

describe('studentStatusView (the status card of /user/student)', () => {
  it('미인증: offers the forms', () => {
    const view = studentStatusView(studentStatus(), NOW);
    expect(view).toMatchObject({ label: '미인증', tone: 'neutral', canSubmit: true, daysLeft: null });
  });

  it('인증 완료: expiry date in Seoul and the days left; no forms until the reminder window', () => {
    const view = studentStatusView(studentStatus({
      status: 'VERIFIED', method: 'EMAIL', school: '서울대학교', email: 'st***@snu.ac.kr',
      verifiedAt: '2026-01-10T00:00:00Z', expiresAt: new Date(NOW + 100 * DAY + 3600_000).toISOString(),
    }), NOW);
    expect(view).toMatchObject({ label: '인증 완료', tone: 'success', daysLeft: 100, canSubmit: false, endingSoon: false });
    expect(view.facts.find((f) => f.label === '만료일')?.value).toMatch(/^2027\.03\.06 \(100일 남음\)$/);
    expect(view.facts.map((f) => f.label)).toEqual(['학교', '인증 방법', '학교 이메일', '인증일', '만료일']);
  });

  it('인증 완료 within 30 days: warns and offers renewal', () => {
    const view = studentStatusView(studentStatus({ status: 'VERIFIED', expiresAt: new Date(NOW + 5 * DAY + 1000).toISOString() }), NOW);
    expect(view).toMatchObject({ tone: 'warning', daysLeft: 5, endingSoon: true, canSubmit: true });
  });

  it('심사 중, 반려 (with its reason) and 기간 만료', () => {
    expect(studentStatusView(studentStatus({ status: 'PENDING', method: 'DOCUMENT', submittedAt: '2026-11-25T01:00:00Z' }), NOW)).toMatchObject({ label: '심사 중', canSubmit: false });
    const rejected = studentStatusView(studentStatus({ status: 'REJECTED', rejectedReason: '학생증의 재학 기간이 보이지 않습니다.' }), NOW);
    expect(rejected).toMatchObject({ label: '반려', tone: 'danger', canSubmit: true });
    expect(rejected.facts.find((f) => f.label === '반려 사유')?.value).toBe('학생증의 재학 기간이 보이지 않습니다.');
    expect(studentStatusView(studentStatus({ status: 'EXPIRED', expiresAt: '2026-11-01T00:00:00Z' }), NOW)).toMatchObject({ label: '기간 만료', canSubmit: true });
  });

  it('resumes a code that still works', () => {
    expect(pendingCodeUntil(studentStatus({ codePendingUntil: new Date(NOW + 60_000).toISOString() }), NOW)).not.toBeNull();
    expect(pendingCodeUntil(studentStatus({ codePendingUntil: new Date(NOW - 1).toISOString() }), NOW)).toBeNull();
  });
});
