'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** The spec's named modal 'registration payment method' (section 2, Overlays), loaded on first use. */
export const REGISTRATION_PAYMENT_METHOD_MODAL = 'registration-payment-method' satisfies NamedModal;

registerModal(REGISTRATION_PAYMENT_METHOD_MODAL, () => import('../components/checkout/registration-payment-method-modal'));
