import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DURATIONS, LIMITS } from '@spi/core';
import { lazyView } from './lazy-view';

function Hello({ name }: { name: string }) {
  return <p>안녕하세요 {name}</p>;
}

function Failed({ name }: { name: string }) {
  return <p role="alert">{name} 불러오기 실패</p>;
}

async function advance(ms: number) {
  await act(async () => { await vi.advanceTimersByTimeAsync(ms); });
}

/** Every try of the lazy-modal policy: the first and the retries, DURATIONS apart. */
const ALL_TRIES_MS = LIMITS.lazyModalRetries * DURATIONS.lazyModalRetryDelayMs;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyView', () => {
  it('renders nothing while the code loads, then the component; later mounts render at once', async () => {
    const loader = vi.fn(() => Promise.resolve(Hello));
    const View = lazyView(loader, Failed);
    const first = render(<View name="SPI" />);
    expect(first.container.textContent).toBe('');
    await advance(0);
    expect(screen.getByText('안녕하세요 SPI')).toBeTruthy();
    first.unmount();
    render(<View name="다시" />);
    expect(screen.getByText('안녕하세요 다시')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('renders Pending with the same props while the code loads', async () => {
    const View = lazyView(() => Promise.resolve(Hello), Failed, ({ name }: { name: string }) => <p>{name} 불러오는 중</p>);
    render(<View name="SPI" />);
    expect(screen.getByText('SPI 불러오는 중')).toBeTruthy();
    await advance(0);
    expect(screen.getByText('안녕하세요 SPI')).toBeTruthy();
    expect(screen.queryByText('SPI 불러오는 중')).toBeNull();
  });

  it('preload fetches once, so the first render is synchronous', async () => {
    const loader = vi.fn(() => Promise.resolve(Hello));
    const View = lazyView(loader, Failed);
    await Promise.all([View.preload(), View.preload()]);
    render(<View name="미리" />);
    expect(screen.getByText('안녕하세요 미리')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('retries a failed fetch, shows the failure after the last try, and tries again on the next mount', async () => {
    let online = false;
    const loader = vi.fn(() => (online ? Promise.resolve(Hello) : Promise.reject(new Error('offline'))));
    const View = lazyView(loader, Failed);
    const first = render(<View name="보고서" />);
    await advance(ALL_TRIES_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(1);
    expect(screen.getByRole('alert').textContent).toBe('보고서 불러오기 실패');
    expect(loader).toHaveBeenCalledTimes(LIMITS.lazyModalRetries + 1);
    first.unmount();

    online = true;
    render(<View name="보고서" />);
    await advance(0);
    expect(screen.getByText('안녕하세요 보고서')).toBeTruthy();
  });

  it('a failed preload does not throw and leaves the next render to try again', async () => {
    let online = false;
    const View = lazyView(() => (online ? Promise.resolve(Hello) : Promise.reject(new Error('offline'))), Failed);
    const preloaded = View.preload();
    await advance(ALL_TRIES_MS);
    await expect(preloaded).resolves.toBeUndefined();
    online = true;
    render(<View name="재시도" />);
    await advance(0);
    expect(screen.getByText('안녕하세요 재시도')).toBeTruthy();
  });
});
