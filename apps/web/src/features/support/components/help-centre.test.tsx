import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqListResponse } from '@spi/core/contracts/support';
import { createWrapper } from '@/components/ui/testing/api-mocks';
import { filterFaqs, highlightParts } from '../lib/faq-search';
import { HelpCentre } from './help-centre';

const FAQ: FaqListResponse = {
  items: [
    { id: 'f1', category: 'PAYMENT', question: '결제 수단을 바꾸려면?', answer: '설정 > 멤버십에서 카드를 바꿀 수 있습니다.', sortOrder: 1, published: true, updatedAt: '2026-11-01T00:00:00.000Z' },
    { id: 'f2', category: 'ACCOUNT', question: '닉네임을 바꿀 수 있나요?', answer: '설정에서 언제든 바꿀 수 있습니다.', sortOrder: 1, published: true, updatedAt: '2026-11-01T00:00:00.000Z' },
    { id: 'f3', category: 'DATA', question: 'REITs 데이터는 언제 갱신되나요?', answer: '매 영업일 저녁에 갱신됩니다.', sortOrder: 1, published: true, updatedAt: '2026-11-01T00:00:00.000Z' },
  ],
  counts: { MEMBERSHIP: 0, PAYMENT: 1, ACCOUNT: 1, DATA: 1 },
};

describe('faq search', () => {
  it('filters by tab and by question or answer, case-insensitively', () => {
    expect(filterFaqs(FAQ.items, 'ALL', '').map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    expect(filterFaqs(FAQ.items, 'ACCOUNT', '').map((f) => f.id)).toEqual(['f2']);
    expect(filterFaqs(FAQ.items, 'ALL', 'reits').map((f) => f.id)).toEqual(['f3']);
    expect(filterFaqs(FAQ.items, 'ALL', '  카드 ').map((f) => f.id)).toEqual(['f1']);
    expect(filterFaqs(FAQ.items, 'ACCOUNT', '카드')).toEqual([]);
  });

  it('cuts text around every match', () => {
    expect(highlightParts('바꾸고 또 바꾸기', '바꾸')).toEqual([
      { text: '바꾸', match: true }, { text: '고 또 ', match: false }, { text: '바꾸', match: true }, { text: '기', match: false },
    ]);
  });
});

describe('HelpCentre', () => {
  const renderIt = () => render(<HelpCentre initial={FAQ} />, { wrapper: createWrapper() });

  it('shows tabs with counts and filters as you type, with highlighting', () => {
    renderIt();
    expect(screen.getByTestId('faq-tab-ALL').textContent).toBe('전체3');
    expect(screen.getByTestId('faq-tab-PAYMENT').textContent).toBe('결제1');
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: '닉네임' } });
    const items = screen.getAllByTestId('faq-item');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('닉네임', { selector: 'mark' })).toBeTruthy();
  });

  it('shows the empty state with a link to 1:1 문의 when nothing matches', () => {
    renderIt();
    fireEvent.change(screen.getByTestId('faq-search'), { target: { value: '없는 말' } });
    const empty = screen.getByTestId('faq-empty');
    expect(within(empty).getByText('검색 결과가 없습니다')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: '1:1 문의하기' }).getAttribute('href')).toBe('/support/inquiry');
  });

  it('opens an answer with its button (aria-expanded) and filters by tab', () => {
    renderIt();
    const button = screen.getByRole('button', { name: /결제 수단을 바꾸려면/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('설정 > 멤버십에서 카드를 바꿀 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('faq-tab-DATA'));
    expect(screen.getAllByTestId('faq-item')).toHaveLength(1);
  });

  it('opens the entry of a #faq-<id> deep link', () => {
    window.location.hash = '#faq-f2';
    renderIt();
    expect(screen.getByRole('button', { name: /닉네임을 바꿀 수 있나요/ }).getAttribute('aria-expanded')).toBe('true');
    window.location.hash = '';
  });
});
