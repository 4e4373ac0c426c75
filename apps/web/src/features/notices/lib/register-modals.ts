'use client';

import type { Notice } from '@spi/core';
import { registerModal, type NamedModal } from '@/components/ui';

/** The main-home notice modal (spec section 2, Overlays), loaded on first use with the registry's retries (3 × 1000 ms). */
export const HOME_NOTICE_MODAL = 'main-home-notice' satisfies NamedModal;

export interface HomeNoticeModalArgs {
  notices: Notice[];
}

registerModal(HOME_NOTICE_MODAL, () => import('../components/home-notice-modal'));
