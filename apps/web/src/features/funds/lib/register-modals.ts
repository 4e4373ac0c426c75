'use client';

import { registerModal, type NamedModal } from '@/components/ui';

/** Named modals of 사모펀드 (spec section 2, Overlays), loaded on first use. */
export const FUND_REPORT_CONFIRM_MODAL = 'fund-report-confirm' satisfies NamedModal;

registerModal(FUND_REPORT_CONFIRM_MODAL, () => import('../components/report-confirm-modal'));
