import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, createWrapper } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { fundJsonLd, fundMetadata } from '../lib/fund-seo';
import { detailResponse } from '../testing/fixtures';
import { FundPage } from './fund-page';

// The first render loads the UI kit and the contracts; slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('FundPage (the cached guest version)', () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
  });

  it('shows the identity, the underlying assets with deal links, the source and the sample label', () => {
    const detail = detailResponse({ figures: false, reports: false });
    const Wrapper = createWrapper();
    render(<Wrapper><FundPage detail={detail} url="https://spi.example/fund/K55105BU0829" /></Wrapper>);
    const page = screen.getByTestId('fund-page');
    expect(within(page).getByRole('navigation', { name: '위치' }).textContent).toContain('사모펀드›');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(detail.fund.name);
    expect(within(page).getAllByTestId('data-note')[0]!.textContent).toContain('샘플 데이터 · 2026.11.24 기준');
    const facts = within(page).getByRole('region', { name: '펀드 개요' });
    for (const text of ['신탁형', '폐쇄형', '2019.03.15', '2026.03.14', '수익자 총회 결의로 1년씩 2회 연장', 'NH투자증권, 삼성증권', '하나은행']) expect(within(facts).getByText(text)).toBeTruthy();
    const assets = within(page).getByRole('region', { name: '기초자산 목록' });
    expect(within(assets).getByRole('link', { name: /거래 보기/ }).getAttribute('href')).toBe('/dealsheet/D-2019-0012');
    expect(within(assets).getByText('연결된 거래 없음')).toBeTruthy();
    expect(within(assets).getByText('50.0%')).toBeTruthy();
    expect(page.textContent).toContain('출처: 금융투자협회 전자공시 (샘플)');
  });

  it('describes the fund for search engines without member figures', () => {
    const detail = detailResponse({ figures: false, reports: false });
    const meta = fundMetadata(detail);
    expect(meta.alternates?.canonical).toBe('/fund/K55105BU0829');
    expect(String(meta.description)).toContain('샘플 데이터');
    const ld = fundJsonLd(detail, 'https://spi.example');
    expect(ld).toMatchObject({ '@type': 'Dataset', url: 'https://spi.example/fund/K55105BU0829', about: { '@type': 'InvestmentFund', identifier: 'K55105BU0829' } });
    expect(JSON.stringify(ld)).not.toMatch(/aum|nav|irr/i);
  });
});
