import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaticSearchParams } from './use-static-search-params';

let query = new URLSearchParams('type=OFFICE');
vi.mock('next/navigation', () => ({ useSearchParams: () => query }));

function Probe() {
  const { params, ready } = useStaticSearchParams();
  return <p data-ready={String(ready)}>{params.get('type') ?? '전체'}</p>;
}

describe('useStaticSearchParams (ADR 035)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    query = new URLSearchParams('type=OFFICE');
  });

  it('renders the default view on the server, hydrates it without a mismatch, then reads the address', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('전체');
    expect(html).toContain('data-ready="false"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')?.textContent).toBe('OFFICE');
    expect(container.querySelector('p')?.getAttribute('data-ready')).toBe('true');
  });

  it('reads the address from the first render when React renders it in the browser', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.appendChild(container);
    const seen: string[] = [];
    function Recording() {
      const { params, ready } = useStaticSearchParams();
      seen.push(`${ready}:${params.get('type')}`);
      return null;
    }
    await act(async () => {
      createRoot(container).render(<Recording />);
    });
    expect(seen[0]).toBe('true:OFFICE');
  });
});
