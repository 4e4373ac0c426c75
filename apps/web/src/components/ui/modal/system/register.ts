'use client';

import { registerModal } from '../modal-registry';
import { SYSTEM_MODAL } from '../types';

// The two system modals, loaded on first use like every named modal.
registerModal(SYSTEM_MODAL.alert, () => import('./SystemAlertModal'));
registerModal(SYSTEM_MODAL.confirm, () => import('./SystemConfirmModal'));
