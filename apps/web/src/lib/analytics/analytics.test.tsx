import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAnalytics, resetFirstPartyForTests } from './first-party';
import { identify, track } from './index';
import { ConsentBanner } from '../observability/consent-banner';
import { readConsent, writeConsent } from '../observability/consent';

const HASH = 'b'.repeat(64);

beforeEach(() => {
  resetFirstPartyForTests();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('first-party analytics', () => {
  it('batches known events with the hashed user id and a client id cookie to /api/analytics/events', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    identify(HASH, { user_type: 'PERSONAL', membership_name: 'SPI Pro', assign: 'NONE', provider: 'kakao', newsletter: true, crm_id: HASH });
    track('login', { method: 'kakao' });
    track('not_a_known_event', {});
    flushAnalytics();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics/events');
    expect(init.keepalive).toBe(true);
    const body = JSON.parse(String(init.body)) as { events: Array<Record<string, unknown>> };
    expect(body.events.map((e) => e.name)).toEqual(['user_properties', 'login']);
    expect(body.events[1]).toMatchObject({ analyticsUserId: HASH, path: '/', props: { method: 'kakao' } });
    expect(body.events[0]!.props).toMatchObject({ membership_name: 'SPI Pro', crm_id: HASH });
    expect(document.cookie).toMatch(/spi-cid=[0-9a-f]{32}/);
    expect(body.events[0]!.clientId).toBe(/spi-cid=([0-9a-f]{32})/.exec(document.cookie)?.[1]);
  });

  it('flushes on pagehide', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    track('page_view', {});
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('consent banner', () => {
  it('shows the Korean notice with 동의 / 거부 and the privacy link, and stores the choice', () => {
    const onChoose = vi.fn((choice: 'granted' | 'denied') => writeConsent(choice));
    render(<ConsentBanner onChoose={onChoose} />);
    expect(screen.getByText(/서비스 개선을 위해 Google Analytics 등 분석 도구로 이용 기록을 수집합니다\. 동의하지 않아도 서비스를 이용할 수 있습니다\./)).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/policy/privacy#cookies');
    expect(readConsent()).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '거부' }));
    });
    expect(onChoose).toHaveBeenCalledWith('denied');
    expect(readConsent()).toBe('denied');
    fireEvent.click(screen.getByRole('button', { name: '동의' }));
    expect(readConsent()).toBe('granted');
  });
});
