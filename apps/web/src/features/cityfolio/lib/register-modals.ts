'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** Named modals of 시티폴리오 (spec section 2, Overlays), loaded on first use. */
export const CITYFOLIO_CONSENT_MODAL = 'cityfolio-consent-info' satisfies NamedModal;

registerModal(CITYFOLIO_CONSENT_MODAL, () => import('../components/consent-modal'));
