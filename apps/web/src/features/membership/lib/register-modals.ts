'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** Named modals of the membership feature (spec section 2, Overlays), loaded on first use. */
export const MEMBERSHIP_COUPON_MODAL = 'membership-coupon' satisfies NamedModal;
export const CHANGE_PAYMENT_CARD_MODAL = 'settings-change-payment-card' satisfies NamedModal;

registerModal(MEMBERSHIP_COUPON_MODAL, () => import('../components/coupon/coupon-modal'));
registerModal(CHANGE_PAYMENT_CARD_MODAL, () => import('../components/settings/change-payment-card-modal'));
