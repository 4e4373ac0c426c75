'use client';

import type { Notice } from '@spi/core';
import { useEffect } from 'react';
import { openModal, whenIdle } from '@/components/ui';
import { apiRequest } from '@/lib/api-client';
import { visibleNotices } from '../lib/dismiss';
import { HOME_NOTICE_MODAL } from '../lib/register-modals';

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
