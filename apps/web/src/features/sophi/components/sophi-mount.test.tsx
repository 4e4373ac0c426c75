import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useSearchParams: () => new URLSearchParams(window.location.search) }));
// The panel itself is tested on its own; here it is a marker that proves the lazy load happened.
const panelLoads = vi.fn();
vi.mock('./sophi-panel', () => {
  panelLoads();
  return { default: ({ onClose }: { onClose: () => void }) => <button type="button" onClick={onClose}>panel-close</button> };
});
const { SophiMount } = await import('./sophi-mount');

function at(path: string, search = '') {
  pathname = path;
  window.history.replaceState(null, '', `${path}${search}`);
}

afterEach(() => at('/'));

describe('SophiMount', () => {
  it('shows the button everywhere with an empty allow-list, never on hidden prefixes', () => {
    at('/');
    const { unmount } = render(<SophiMount allowList={[]} />);
    expect(screen.getByRole('button', { name: 'Sophi에게 묻기' })).toBeTruthy();
    unmount();
    at('/admin/articles');
    render(<SophiMount allowList={[]} />);
    expect(screen.queryByRole('button', { name: 'Sophi에게 묻기' })).toBeNull();
  });

  it('follows the allow-list and hides the animation on article pages', () => {
    at('/fund');
    const { unmount } = render(<SophiMount allowList={['/article', '/reitsfocus/:ticker']} />);
    expect(screen.queryByRole('button', { name: 'Sophi에게 묻기' })).toBeNull();
    unmount();
    at('/article', '?id=7');
    const second = render(<SophiMount allowList={['/article', '/reitsfocus/:ticker']} />);
    expect(screen.getByRole('button', { name: 'Sophi에게 묻기' }).getAttribute('data-animate')).toBe('false');
    second.unmount();
    at('/article');
    render(<SophiMount allowList={['/article']} />);
    expect(screen.getByRole('button', { name: 'Sophi에게 묻기' }).getAttribute('data-animate')).toBe('true');
  });

  it('loads the panel only when asked; ?sophi=open opens it and closing drops the parameter and refocuses the button', async () => {
    at('/fund');
    const { unmount } = render(<SophiMount allowList={[]} />);
    expect(panelLoads).not.toHaveBeenCalled();
    expect(screen.queryByText('panel-close')).toBeNull();
    unmount();
    at('/fund', '?x=1&sophi=open');
    render(<SophiMount allowList={[]} />);
    expect(await screen.findByText('panel-close')).toBeTruthy();
    expect(panelLoads).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByText('panel-close')));
    expect(window.location.search).toBe('?x=1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sophi에게 묻기' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sophi에게 묻기' }));
    expect(await screen.findByText('panel-close')).toBeTruthy();
  });
});
