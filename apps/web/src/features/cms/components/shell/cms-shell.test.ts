import { describe, expect, it } from 'vitest';
import { billingNavItems, cmsNavItems, sophiNavItems } from './cms-shell';

describe('CMS navigation', () => {
  it('lists the CMS screens and the audit log only for those its page admits', () => {
    expect(cmsNavItems(false).map((i) => i.label)).toEqual(['기사', '카테고리', '시리즈', '태그', '필자', '미디어', '리츠 데이터', '지표 설명', '용어 사전', '딜정보', '사모펀드', '시티폴리오', '이벤트', '채용']);
    expect(cmsNavItems(true).at(-1)).toMatchObject({ href: '/admin/audit', label: '감사 로그' });
  });

  it('lists 딜정보 and 사모펀드, current on their editors and imports (issue 11)', () => {
    const deals = cmsNavItems(false).find((i) => i.href === '/admin/deals')!;
    const funds = cmsNavItems(false).find((i) => i.href === '/admin/funds')!;
    expect(deals.match('/admin/deals/D-2024-0153')).toBe(true);
    expect(deals.match('/admin/deals/import')).toBe(true);
    expect(funds.match('/admin/funds/new')).toBe(true);
    expect(deals.match('/admin/funds')).toBe(false);
  });

  it('lists 시티폴리오, 이벤트 and 채용, current on their lists and editors (issue 12)', () => {
    const items = cmsNavItems(false);
    const cityfolio = items.find((i) => i.href === '/admin/cityfolio')!;
    const events = items.find((i) => i.href === '/admin/events')!;
    const recruit = items.find((i) => i.href === '/admin/recruit')!;
    expect(cityfolio.match('/admin/cityfolio/new')).toBe(true);
    expect(cityfolio.match('/admin/cityfolio/12')).toBe(true);
    expect(events.match('/admin/events')).toBe(true);
    expect(events.match('/admin/events/3')).toBe(true);
    expect(recruit.match('/admin/recruit/new')).toBe(true);
    expect(events.match('/admin/eventsx')).toBe(false);
    expect(events.match('/admin/recruit')).toBe(false);
  });

  it('lists Sophi for administrators, current on its screen (issue 13)', () => {
    const items = sophiNavItems();
    expect(items.map((i) => [i.href, i.label])).toEqual([['/admin/sophi', 'Sophi']]);
    expect(items[0]!.match('/admin/sophi')).toBe(true);
    expect(items[0]!.match('/admin/sophix')).toBe(false);
    expect(cmsNavItems(true).some((i) => i.href === '/admin/sophi')).toBe(false);
  });

  it('marks 기사 current on the list and in the editor', () => {
    const articles = cmsNavItems(false)[0]!;
    expect(articles.match('/admin')).toBe(true);
    expect(articles.match('/admin/articles/12')).toBe(true);
    expect(articles.match('/admin/media')).toBe(false);
  });

  it('lists the billing admin screens, with deposit confirmation and student review (issue 10)', () => {
    const items = billingNavItems();
    expect(items.map((i) => i.label)).toEqual(['회원·멤버십', '주문·환불', '무통장입금 확인', '학생 인증 심사', '멤버십 상품', '쿠폰', '메일 발송함']);
    const deposits = items.find((i) => i.href === '/admin/billing/deposits')!;
    expect(deposits.match('/admin/billing/deposits')).toBe(true);
    expect(items.find((i) => i.href === '/admin/billing/students')!.match('/admin/billing/students')).toBe(true);
    expect(deposits.match('/admin/billing/orders')).toBe(false);
  });
});
