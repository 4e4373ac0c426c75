import { fireEvent, render, screen, within } from '@testing-library/react';
import type { JobDetail, JobListItem, JobListResponse } from '@spi/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultUrlState, parseUrlState } from '@/components/market/url-state';
import { installMatchMedia } from '@/components/ui/testing/match-media';
import { jobPostingJsonLd } from '../lib/job-seo';
import { jobIdOf, RECRUIT_URL, recruitApiSearch, type RecruitUrlState } from '../lib/recruit-url';
import { ApplyButton, applyMailto } from './apply-button';
import { RecruitListView } from './recruit-list';

// The first render of a file loads the UI modules: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }), usePathname: () => '/recruit', useSearchParams: () => new URLSearchParams() }));

const job = (over: Partial<JobListItem> = {}): JobListItem => ({
  id: 7, company: '한빛자산운용', title: '오피스 자산운용 매니저', roleFamily: 'ASSET_MANAGEMENT', roleFamilyLabel: '자산운용(AM)', location: 'SEOUL', locationLabel: '서울',
  locationDetail: '중구', experienceMin: 3, experienceMax: 7, experienceLabel: '경력 3~7년', employmentType: 'FULL_TIME', employmentTypeLabel: '정규직',
  salaryMinManwon: 6000, salaryMaxManwon: 8000, salaryLabel: '6,000만~8,000만 원', deadline: '2026-11-29', daysLeft: 3, deadlineLabel: 'D-3', closed: false,
  publishedAt: '2026-11-20T01:00:00.000Z', tags: ['오피스'], isSample: false, ...over,
});

const response = (data: JobListItem[], total = data.length): JobListResponse => ({
  data, pagination: { page: 1, size: 20, total, pages: Math.max(1, Math.ceil(total / 20)) }, asOf: '2026-11-26',
});

function renderList(data: JobListResponse | undefined, state: RecruitUrlState = defaultUrlState(RECRUIT_URL), extra: { error?: boolean } = {}) {
  const set = vi.fn();
  const reset = vi.fn();
  render(<RecruitListView state={state} set={set} reset={reset} data={data} loading={false} error={extra.error ?? false} onRetry={vi.fn()} />);
  return { set, reset };
}

describe('recruit URL state', () => {
  it('is the API query: defaults are left out, bad values dropped, lists in spec order', () => {
    const state = parseUrlState(RECRUIT_URL, new URLSearchParams('experience=SENIOR,NEW,OLD&roleFamily=RESEARCH&status=all&sort=deadline&page=2&size=30&q=%20리서치%20'));
    expect(state).toMatchObject({ roleFamily: ['RESEARCH'], experience: ['SENIOR', 'NEW'], status: 'all', sort: 'deadline', page: 2, size: 20, q: '리서치' });
    expect(recruitApiSearch(state)).toBe('?q=%EB%A6%AC%EC%84%9C%EC%B9%98&roleFamily=RESEARCH&experience=SENIOR%2CNEW&status=all&sort=deadline&page=2');
    // 'open' and 'latest' are the defaults: never written, an unknown value falls back to them.
    expect(parseUrlState(RECRUIT_URL, new URLSearchParams('status=open&sort=latest'))).toEqual(defaultUrlState(RECRUIT_URL));
    expect(parseUrlState(RECRUIT_URL, new URLSearchParams('status=expired&sort=popular'))).toMatchObject({ status: null, sort: null });
    expect(recruitApiSearch(defaultUrlState(RECRUIT_URL))).toBe('');
  });

  it('reads a posting id from the path', () => {
    expect(jobIdOf('12')).toBe(12);
    for (const raw of ['0', '012', 'abc', '1.5', '-3', '99999999999', '2147483648']) expect(jobIdOf(raw), raw).toBeNull();
  });
});

describe('RecruitListView', () => {
  beforeAll(() => installMatchMedia(1280));

  it('shows cards with company, title link, facts, tags, the D-day badge and 샘플', () => {
    renderList(response([
      job(),
      job({ id: 8, title: '리서치 인턴', daysLeft: 0, deadlineLabel: '오늘 마감', isSample: true, tags: [] }),
      job({ id: 9, title: '임대 팀장', deadline: null, daysLeft: null, deadlineLabel: '상시 채용' }),
      job({ id: 10, title: 'PF 심사역', closed: true, daysLeft: null, deadlineLabel: '마감' }),
    ]));
    expect(screen.getByTestId('recruit-count').textContent).toBe('총 4건');
    const cards = screen.getAllByTestId('job-card');
    expect(within(cards[0]!).getByRole('link', { name: '오피스 자산운용 매니저' }).getAttribute('href')).toBe('/recruit/7');
    expect(cards[0]!.textContent).toContain('경력 3~7년');
    expect(cards[0]!.textContent).toContain('서울 중구');
    expect(cards[0]!.textContent).toContain('#오피스');
    expect(cards.map((c) => within(c).getByTestId('job-deadline').textContent)).toEqual(['D-3', '오늘 마감', '상시 채용', '마감']);
    expect(cards.map((c) => within(c).getByTestId('job-deadline').dataset.kind)).toEqual(['days', 'today', 'always', 'closed']);
    expect(within(cards[1]!).getByText('샘플')).toBeTruthy();
    expect(within(cards[0]!).queryByText('샘플')).toBeNull();
    expect(cards[3]!.hasAttribute('data-closed')).toBe(true);
  });

  it('sets role family, experience and status filters and the sort in the URL state; removes a chip', () => {
    const state = parseUrlState(RECRUIT_URL, new URLSearchParams('roleFamily=RESEARCH&experience=NEW'));
    const { set } = renderList(response([job()]), state);
    const sidebar = screen.getByRole('complementary', { name: '채용 공고 필터' });
    fireEvent.click(within(within(sidebar).getByTestId('filter-role')).getByRole('button', { name: '자산운용(AM)' }));
    expect(set).toHaveBeenCalledWith({ roleFamily: ['RESEARCH', 'ASSET_MANAGEMENT'] });
    fireEvent.click(within(within(sidebar).getByTestId('filter-experience')).getByRole('button', { name: '경력 1~3년' }));
    expect(set).toHaveBeenCalledWith({ experience: ['NEW', 'JUNIOR'] });
    fireEvent.click(within(within(sidebar).getByTestId('filter-status')).getByRole('button', { name: '마감 포함' }));
    expect(set).toHaveBeenCalledWith({ status: 'all' });
    fireEvent.click(within(screen.getByTestId('recruit-sort')).getByRole('button', { name: '마감 임박순' }));
    expect(set).toHaveBeenCalledWith({ sort: 'deadline' });
    fireEvent.click(within(screen.getByTestId('recruit-sort')).getByRole('button', { name: '최신 등록순' }));
    expect(set).toHaveBeenCalledWith({ sort: null });
    fireEvent.click(screen.getByRole('button', { name: '경력: 신입 필터 해제' }));
    expect(set).toHaveBeenCalledWith({ experience: [] });
  });

  it('going back to 진행 중 clears the status from the URL', () => {
    const { set } = renderList(response([job()]), parseUrlState(RECRUIT_URL, new URLSearchParams('status=closed')));
    const sidebar = screen.getByRole('complementary', { name: '채용 공고 필터' });
    expect(within(within(sidebar).getByTestId('filter-status')).getByRole('button', { name: '마감' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(within(sidebar).getByTestId('filter-status')).getByRole('button', { name: '진행 중' }));
    expect(set).toHaveBeenCalledWith({ status: null });
  });

  it('shows the empty state with 필터 초기화 (keeping sort and size), and the error state', () => {
    const { reset } = renderList(response([]), parseUrlState(RECRUIT_URL, new URLSearchParams('roleFamily=CORPORATE')));
    expect(screen.getByText('조건에 맞는 채용 공고가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '필터 초기화' }).at(-1)!);
    expect(reset).toHaveBeenCalledWith(['sort', 'size']);
  });

  it('shows an error with a retry when the first load fails', () => {
    renderList(undefined, defaultUrlState(RECRUIT_URL), { error: true });
    expect(screen.getByText('채용 공고를 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe('ApplyButton and JobPosting', () => {
  it('opens a LINK in a new tab with noopener, mails with the title as subject, and is disabled when closed', () => {
    const { unmount } = render(<ApplyButton apply={{ method: 'LINK', label: '채용 페이지에서 지원', url: 'https://careers.example.com/1' }} title="매니저" deadline="2999-12-31" closed={false} />);
    const link = screen.getByTestId('apply-button');
    expect(link.getAttribute('href')).toBe('https://careers.example.com/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    unmount();
    expect(applyMailto('hr@example.com', '리서치 인턴 & 애널리스트')).toBe('mailto:hr@example.com?subject=%EB%A6%AC%EC%84%9C%EC%B9%98%20%EC%9D%B8%ED%84%B4%20%26%20%EC%95%A0%EB%84%90%EB%A6%AC%EC%8A%A4%ED%8A%B8');
    const second = render(<ApplyButton apply={{ method: 'EMAIL', label: '이메일로 지원', email: 'hr@example.com' }} title="인턴" deadline={null} closed={false} />);
    expect(screen.getByTestId('apply-button').getAttribute('href')).toBe(applyMailto('hr@example.com', '인턴'));
    second.unmount();
    render(<ApplyButton apply={{ method: 'EMAIL', label: '이메일로 지원', email: 'hr@example.com' }} title="인턴" deadline="2026-01-01" closed={false} />);
    // Rendered as open before the deadline passed: the browser's clock closes it.
    const closed = screen.getByTestId('apply-button') as HTMLButtonElement;
    expect(closed.disabled).toBe(true);
    expect(closed.textContent).toBe('마감된 공고입니다');
  });

  it('maps a posting to schema.org JobPosting', () => {
    const detail: JobDetail = {
      ...job({ employmentType: 'CONTRACT', employmentTypeLabel: '계약직' }), companyDescription: '운용사', description: '운용 <전략>', requirements: '3년', preferred: '', benefits: '',
      apply: { method: 'LINK', label: '채용 페이지에서 지원', url: 'https://x.example.com' }, updatedAt: '2026-11-21T00:00:00.000Z',
    };
    const ld = jobPostingJsonLd(detail, 'https://spi.example');
    expect(ld).toMatchObject({
      '@type': 'JobPosting', title: '오피스 자산운용 매니저', datePosted: '2026-11-20T01:00:00.000Z', validThrough: '2026-11-29T23:59:59+09:00', employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: '한빛자산운용' }, jobLocation: { address: { addressCountry: 'KR', addressRegion: '서울' } },
      baseSalary: { currency: 'KRW', value: { unitText: 'YEAR', minValue: 60_000_000, maxValue: 80_000_000 } }, url: 'https://spi.example/recruit/7',
    });
    expect(ld.description).toBe('<h3>주요 업무</h3><p>운용 &lt;전략&gt;</p><h3>자격 요건</h3><p>3년</p>');
    const noSalary = jobPostingJsonLd({ ...detail, salaryMinManwon: null, salaryMaxManwon: null, deadline: null }, 'https://spi.example');
    expect(noSalary).not.toHaveProperty('baseSalary');
    expect(noSalary).not.toHaveProperty('validThrough');
  });
});
