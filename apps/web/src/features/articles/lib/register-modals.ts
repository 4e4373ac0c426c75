'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** Named modals of this feature (spec section 2, Overlays), loaded on first use. */
export const ARTICLE_OPEN_CONFIRM_MODAL = 'article-open-confirm' satisfies NamedModal;

registerModal(ARTICLE_OPEN_CONFIRM_MODAL, () => import('../components/article-open-confirm-modal'));
