'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** Named modals of 리츠포커스 (spec section 2, Overlays), loaded on first use. */
export const REIT_DOWNLOAD_MODAL = 'reit-download' satisfies NamedModal;

registerModal(REIT_DOWNLOAD_MODAL, () => import('../components/download-modal'));
