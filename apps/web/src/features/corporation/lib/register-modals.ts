'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** Named modals of the corporation screens (spec section 2, Overlays), loaded on first use. */
export const TRANSFER_ADMIN_MODAL = 'settings-transfer-admin' satisfies NamedModal;
export const REQUEST_DEPOSIT_CONFIRM_MODAL = 'settings-request-deposit-confirm' satisfies NamedModal;

registerModal(TRANSFER_ADMIN_MODAL, () => import('../components/transfer-admin-modal'));
registerModal(REQUEST_DEPOSIT_CONFIRM_MODAL, () => import('../components/deposit-request-modal'));
