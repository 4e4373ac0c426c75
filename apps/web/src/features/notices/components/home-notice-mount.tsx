'use client';

import type { Notice } from '@spi/core';
import { useEffect } from 'react';
import { openModal } from '@/components/ui';
import { apiRequest } from '@/lib/api-client';
import { visibleNotices } from '../lib/dismiss';
import { HOME_NOTICE_MODAL } from '../lib/register-modals';

/** Runs `work` when the browser is idle (after the page's own work), or soon after load where idle callbacks are missing. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 1200);
  return () => window.clearTimeout(timer);
}

/**
 * Home page only: after idle, asks for the notices showing now (public, no credentials), drops the ones
 * hidden today and opens the main-home notice modal when something is left. Renders nothing, so the
 * static page keeps its layout; a failure just means no modal.
 */
export function HomeNoticeMount() {
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      apiRequest<{ items: Notice[] }>('/api/seoul/v1/notices/active', { auth: false, silent: true, signal: controller.signal })
        .then((answer) => {
          const notices = visibleNotices(Array.isArray(answer?.items) ? answer.items : []);
          if (notices.length > 0 && !controller.signal.aborted) void openModal({ name: HOME_NOTICE_MODAL, args: { notices } });
        })
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, []);
  return null;
}
