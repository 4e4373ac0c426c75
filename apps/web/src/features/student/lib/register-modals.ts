'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/**
 * The three student modals of spec section 2 (Overlays), loaded on first use. The site frame imports
 * this module (the header's account area), so any screen, /membership's tier cards included, can open
 * them by name without importing this feature.
 */
export const STUDENT_DISCOUNT_INFO_MODAL = 'student-discount-info' satisfies NamedModal;
export const STUDENT_VERIFICATION_REMINDER_MODAL = 'student-verification-reminder' satisfies NamedModal;
export const STUDENT_VERIFICATION_CONFIRM_MODAL = 'student-verification-confirm' satisfies NamedModal;

registerModal(STUDENT_DISCOUNT_INFO_MODAL, () => import('../components/student-discount-info-modal'));
registerModal(STUDENT_VERIFICATION_REMINDER_MODAL, () => import('../components/student-reminder-modal'));
registerModal(STUDENT_VERIFICATION_CONFIRM_MODAL, () => import('../components/student-confirm-modal'));
