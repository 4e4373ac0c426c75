'use client';

import { parseSophiAllowList } from '@spi/core/sophi/paths';
import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { sophiMountDecision, withoutOpenParam } from '../lib/mount-decision';
import styles from './sophi-button.module.css';

/**
 * The Sophi button of every page (mounted once by the root layout) and the panel behind it. The panel's
 * code (the conversation, zod, the transport) is fetched only when the button is first hovered,
 * focused or pressed, or when the address asks for it (?sophi=open). React.lazy, not next/dynamic:
 * next/dynamic preloads its chunk for every visitor. The layout is static HTML, so the address's query
 * is read after hydration.
 */
const loadPanel = () => import('./sophi-panel');
const SophiPanel = lazy(loadPanel);
const ALLOW_LIST = parseSophiAllowList(process.env.NEXT_PUBLIC_SOPHI_ALLOWED_PATHS);

/**
 * Reports the address's query. In a Suspense boundary of its own: on a static page the query is known
 * only in the browser, and the button around it must stay in the static HTML.
 */
function SearchReader({ onSearch }: { onSearch: (search: string) => void }) {
  const params = useSearchParams();
  const search = params?.toString() ?? '';
  useEffect(() => onSearch(search ? `?${search}` : ''), [search, onSearch]);
  return null;
}

export function SophiMount({ allowList = ALLOW_LIST }: { allowList?: readonly string[] }) {
  const pathname = usePathname() ?? '/';
  const [search, setSearch] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const decision = sophiMountDecision(pathname, search ?? '', allowList);

  useEffect(() => {
    if (decision.openRequested) {
      setLoaded(true);
      setOpen(true);
    }
  }, [decision.openRequested]);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  const preload = useCallback(() => {
    void loadPanel();
  }, []);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
    const next = withoutOpenParam(window.location.href);
    if (next !== window.location.href) {
      window.history.replaceState(null, '', next);
      setSearch(window.location.search);
    }
  }, []);

  const reader = <Suspense fallback={null}><SearchReader onSearch={setSearch} /></Suspense>;
  if (!decision.visible) return reader;
  return (
    <>
      {reader}
      {!open && (
        <button
          ref={button}
          type="button"
          className={styles.button}
          aria-label="Sophi에게 묻기"
          aria-haspopup="dialog"
          data-testid="sophi-button"
          data-animate={search !== null && decision.animate ? 'true' : 'false'}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2.5l1.9 5.1 5.1 1.9-5.1 1.9L12 16.5l-1.9-5.1L5 9.5l5.1-1.9zM18.5 14l.95 2.55L22 17.5l-2.55.95L18.5 21l-.95-2.55L15 17.5l2.55-.95z" />
          </svg>
        </button>
      )}
      {loaded && open && (
        <Suspense fallback={<span className={styles.loading} role="status">Sophi를 불러오는 중…</span>}>
          <SophiPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
