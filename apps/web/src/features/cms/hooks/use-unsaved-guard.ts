'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { showSystemConfirm } from '@/components/ui';

export const UNSAVED_MESSAGE = '저장하지 않은 변경 사항이 있습니다. 이 페이지를 떠나면 변경 내용이 사라집니다.';

/** Whether a click on this anchor would navigate this tab to another page of the site. */
function isInAppNavigation(anchor: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * While `dirty`: the browser's own leave warning (reload, close, typed address) and a system confirm
 * before any in-app link navigates away (captured before Next's link handler runs).
 */
export function useUnsavedGuard(dirty: boolean): void {
  const router = useRouter();
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      event.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isInAppNavigation(anchor, event)) return;
      event.preventDefault();
      event.stopPropagation();
      const url = new URL(anchor.href, window.location.href);
      void showSystemConfirm({
        title: '페이지를 떠날까요?',
        message: UNSAVED_MESSAGE,
        closeLabel: '계속 편집',
        submitLabel: '떠나기',
        submitColor: 'danger',
      }).then((leave) => {
        if (!leave) return;
        dirtyRef.current = false;
        router.push(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [router]);
}
