import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// router.push inside a transition: a push that never settles keeps the transition pending, as a slow search does.
let settle: () => void = () => {};
const push = vi.fn((href: string) => { void href; return new Promise<void>((resolve) => { settle = resolve; }); });
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const { SearchBox } = await import('./search-box');

describe('SearchBox', () => {
  it('goes to page 1 of the new query, keeping the filters, and shows the search under way', async () => {
    render(<SearchBox initialQuery="리츠" keep={{ type: 'DEAL', category: undefined, period: '1y' }} />);
    fireEvent.change(screen.getByTestId('search-input'), { target: { value: '  오피스 ' } });
    await act(async () => { fireEvent.submit(screen.getByRole('search')); });
    expect(push).toHaveBeenCalledWith('/search?type=DEAL&period=1y&q=%EC%98%A4%ED%94%BC%EC%8A%A4');
    expect(screen.getByTestId('search-submit').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: '검색 중' })).toBeTruthy();
    await act(async () => { settle(); });
  });

  it('an empty query goes nowhere and puts the cursor in the box', () => {
    push.mockClear();
    render(<SearchBox initialQuery="" keep={{}} />);
    fireEvent.submit(screen.getByRole('search'));
    expect(push).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByTestId('search-input'));
  });
});
