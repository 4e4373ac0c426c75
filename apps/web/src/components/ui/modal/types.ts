import type { ComponentType, ReactNode } from 'react';

export type ModalPosition = 'center' | 'left' | 'right';

export interface ModalOptions {
  /** Where the panel sits: centred dialog, or a full-height panel on the left or right (default 'center'). */
  position?: ModalPosition;
  /** Close when the background (outside the panel) is clicked (default false). */
  isEnableCloseByBackground?: boolean;
  /** Render without the dimmed backdrop (default false). The modal still blocks the page. */
  noDim?: boolean;
}

/** Props every registered modal component receives. */
export interface ModalComponentProps<A = unknown, R = unknown> {
  args: A;
  /** Closes this modal and resolves the opener's promise with `result`. */
  close: (result?: R) => void;
}

export type ModalComponent<A = unknown, R = unknown> = ComponentType<ModalComponentProps<A, R>>;
export type ModalModule<A = unknown, R = unknown> = { default: ModalComponent<A, R> };
export type ModalLoader<A = unknown, R = unknown> = () => Promise<ModalModule<A, R>>;

export interface SystemAlertArgs {
  title?: string;
  message: ReactNode;
}

export type SystemConfirmColor = 'primary' | 'danger';

export interface SystemConfirmArgs {
  title?: string;
  message?: ReactNode;
  /** Label of the dismiss button (default '닫기'). */
  closeLabel?: string;
  /** Label of the submit button (default '확인'). */
  submitLabel?: string;
  /** Submit button colour (default 'primary'). */
  submitColor?: SystemConfirmColor;
  /** Disables the submit button. */
  submitDisabled?: boolean;
  /**
   * Runs on submit. While a returned promise is pending both buttons are locked and the modal cannot be
   * dismissed; it closes (resolving true) when the promise resolves, and stays open if it rejects.
   */
  onSubmit?: () => unknown;
  /** Shown when onSubmit rejects (default '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.'). */
  errorMessage?: string;
}

/**
 * Argument and result types of named modals, so `open({ name: 'system-confirm', ... })` is typed.
 * Names that are not listed here are accepted with `unknown` args and result.
 */
export interface ModalDefinitions {
  'system-alert': { args: SystemAlertArgs; result: true };
  'system-confirm': { args: SystemConfirmArgs; result: boolean };
}

export type ModalArgs<N extends string> = N extends keyof ModalDefinitions ? ModalDefinitions[N]['args'] : unknown;
export type ModalResult<N extends string> = N extends keyof ModalDefinitions ? ModalDefinitions[N]['result'] : unknown;

export interface OpenModalRequest<N extends string = string> {
  name: N;
  args?: ModalArgs<N>;
  options?: ModalOptions;
}

/** Names of the system modals registered by this package. */
export const SYSTEM_MODAL = {
  alert: 'system-alert',
  confirm: 'system-confirm',
} as const;

/**
 * The named modals of the spec (section 2, Overlays). Only the system ones are registered here; each
 * feature registers its own with registerModal(name, () => import('...')) using these names. The spec's
 * main-home notice modal is not among them: it is a dialog rendered into the cached home page, with no
 * code to load (ADR 034, features/notices).
 */
export const NAMED_MODALS = [
  'system-alert', 'system-confirm', 'address-search', 'registration-payment-method', 'find-email',
  'reit-download', 'settings-change-payment-card', 'settings-transfer-admin', 'settings-request-deposit-confirm',
  'student-discount-info', 'student-verification-reminder', 'student-verification-confirm',
  'article-open-confirm', 'fund-report-confirm', 'cityfolio-consent-info', 'onboarding',
  'membership-coupon',
] as const;
export type NamedModal = (typeof NAMED_MODALS)[number];
