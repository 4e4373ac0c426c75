'use client';

import { registerModal } from '@/components/ui';

/** Named modals of this feature (spec section 2, Overlays), loaded on first use. */
export const FIND_EMAIL_MODAL = 'find-email';

registerModal(FIND_EMAIL_MODAL, () => import('../components/find-email-modal'));
