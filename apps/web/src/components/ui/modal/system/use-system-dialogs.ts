'use client';

import type { ReactNode } from 'react';
import { openModal } from '../modal-store';
import { SYSTEM_MODAL, type SystemAlertArgs, type SystemConfirmArgs } from '../types';
import './register';

export type SystemAlertInput = SystemAlertArgs | string;
export type SystemConfirmInput = SystemConfirmArgs | string;

const toArgs = <T extends { message?: ReactNode }>(input: T | string): T =>
  (typeof input === 'string' ? { message: input } : input) as T;

/** Shows the system alert; resolves when it closes ('확인', Escape). */
export function showSystemAlert(input: SystemAlertInput): Promise<void> {
  return openModal({ name: SYSTEM_MODAL.alert, args: toArgs<SystemAlertArgs>(input) }).then(() => undefined);
}

/** Shows the system confirm; resolves true when submitted (after an async onSubmit resolves), else false. */
export function showSystemConfirm(input: SystemConfirmInput): Promise<boolean> {
  return openModal({ name: SYSTEM_MODAL.confirm, args: toArgs<SystemConfirmArgs>(input) }).then((result) => result === true);
}

/** `const alert = useSystemAlert(); await alert({ title, message })`. */
export function useSystemAlert(): typeof showSystemAlert {
  return showSystemAlert;
}

/** `const confirm = useSystemConfirm(); if (await confirm({ title, message, submitColor: 'danger' })) ...`. */
export function useSystemConfirm(): typeof showSystemConfirm {
  return showSystemConfirm;
}
