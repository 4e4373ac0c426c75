import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_CONTAINER_NAME, REMOTE_LOAD_FAILED } from '@spi/core';
import { REMOTE_ENTRY_TIMEOUT_MS, RemoteSlot, resetRemoteEntriesForTests } from './remote-slot';

type Global = Record<string, unknown>;

const entryScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-remote-entry]'));

/** What the browser does with the entry script: run it (define the global container), then fire load. */
function finishLoad(src: string, container?: unknown) {
  const script = entryScripts().find((s) => s.src === src);
  if (!script) throw new Error(`no script ${src}`);
  act(() => {
    if (container !== undefined) (window as unknown as Global)[REMOTE_CONTAINER_NAME] = container;
    script.dispatchEvent(new Event('load'));
  });
}

function fixtureContainer() {
  const unmount = vi.fn((el: HTMLElement) => { el.textContent = ''; });
  const mount = vi.fn((el: HTMLElement, props: Record<string, unknown>) => {
    el.textContent = `원격 모듈이 연결되었습니다: ${String(props.label)}`;
    return () => unmount(el);
  });
  const container = {
    init: vi.fn(),
    get: vi.fn((module: string) => Promise.resolve(() => ({ mount, module }))),
  };
  return { container, mount, unmount };
}

describe('RemoteSlot', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetRemoteEntriesForTests();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const s of entryScripts()) s.remove();
    delete (window as unknown as Global)[REMOTE_CONTAINER_NAME];
    consoleError.mockRestore();
    vi.useRealTimers();
  });

  it('renders nothing without a base URL', () => {
    const { container } = render(<RemoteSlot baseUrl={null} />);
    expect(container.innerHTML).toBe('');
    expect(entryScripts()).toHaveLength(0);
  });

  it('loads remoteEntry.js once, initialises the container, mounts ./App with the props and unmounts it', async () => {
    const { container, mount, unmount } = fixtureContainer();
    const first = render(<RemoteSlot baseUrl="http://remote.test/" props={{ label: '첫째' }} testId="one" />);
    const second = render(<RemoteSlot baseUrl="http://remote.test" props={{ label: '둘째' }} testId="two" />);
    expect(screen.getByTestId('one').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('one').style.minHeight).toBe('120px');
    // Two slots, one script (the trailing slash does not make a second address).
    expect(entryScripts().map((s) => s.src)).toEqual(['http://remote.test/remoteEntry.js']);

    finishLoad('http://remote.test/remoteEntry.js', container);
    await waitFor(() => expect(screen.getByTestId('one-host').textContent).toBe('원격 모듈이 연결되었습니다: 첫째'));
    await waitFor(() => expect(screen.getByTestId('two-host').textContent).toBe('원격 모듈이 연결되었습니다: 둘째'));
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith({});
    expect(container.get).toHaveBeenCalledWith('./App');
    expect(mount).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('one').dataset.state).toBe('mounted');

    first.unmount();
    expect(unmount).toHaveBeenCalledTimes(1);
    second.unmount();
    expect(unmount).toHaveBeenCalledTimes(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('ignores an error from a second init and asks for the given module', async () => {
    const { container } = fixtureContainer();
    container.init.mockImplementation(() => { throw new Error('Container initialization failed as it has already been initialized'); });
    render(<RemoteSlot baseUrl="http://remote.test" module="./Widget" props={{ label: '위젯' }} />);
    finishLoad('http://remote.test/remoteEntry.js', container);
    await waitFor(() => expect(screen.getByTestId('remote-slot-host').textContent).toBe('원격 모듈이 연결되었습니다: 위젯'));
    expect(container.get).toHaveBeenCalledWith('./Widget');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the spec text and logs when the script fails to load', async () => {
    render(<RemoteSlot baseUrl="http://broken.test" />);
    const script = entryScripts()[0]!;
    act(() => { script.dispatchEvent(new Event('error')); });
    expect((await screen.findByRole('alert')).textContent).toBe(REMOTE_LOAD_FAILED);
    expect(consoleError).toHaveBeenCalledWith(REMOTE_LOAD_FAILED, expect.any(Error));
    // A failed script is removed, so a later slot may try again.
    expect(entryScripts()).toHaveLength(0);
  });

  it('fails when the script registers no container, or the module has no mount', async () => {
    render(<RemoteSlot baseUrl="http://empty.test" testId="empty" />);
    finishLoad('http://empty.test/remoteEntry.js');
    expect((await screen.findByTestId('empty-error')).textContent).toBe(REMOTE_LOAD_FAILED);

    const container = { init: vi.fn(), get: vi.fn(() => Promise.resolve(() => ({ render: () => {} }))) };
    render(<RemoteSlot baseUrl="http://nomount.test" testId="nomount" />);
    finishLoad('http://nomount.test/remoteEntry.js', container);
    expect((await screen.findByTestId('nomount-error')).textContent).toBe(REMOTE_LOAD_FAILED);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    render(<RemoteSlot baseUrl="http://slow.test" />);
    expect(entryScripts()).toHaveLength(1);
    await act(async () => { vi.advanceTimersByTime(REMOTE_ENTRY_TIMEOUT_MS + 1); });
    vi.useRealTimers();
    expect((await screen.findByRole('alert')).textContent).toBe(REMOTE_LOAD_FAILED);
    expect(REMOTE_ENTRY_TIMEOUT_MS).toBe(10_000);
  });
});
