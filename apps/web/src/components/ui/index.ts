// SPI reusable UI system. Every module below is a client module; mount <ModalRoot />, <SnackbarRoot />
// and <InfoPanelRoot /> once in the root layout.

// Hooks
export { useScrollLock, lockScroll, getScrollLockCount } from './use-scroll-lock';
export {
  useMediaQuery, useMinWidth, useIsMobile, useBreakpoint, usePrefersReducedMotion,
  matchesMediaQuery, minWidthQuery, isMobileViewport, type BreakpointTier,
} from './use-media-query';
export { useFocusTrap, getTabbableElements, focusInitial, type FocusTrapOptions } from './use-focus-trap';
export { useEscapeKey } from './use-escape-key';
export { Portal } from './internal/portal';
export { whenIdle } from './internal/when-idle';
export { lazyView, type LazyView } from './internal/lazy-view';

// Button and spinner
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/Button';
export { Spinner, type SpinnerProps } from './button/Spinner';
export { CloseIcon, InfoIcon, SuccessIcon, WarningIcon, DangerIcon } from './icons';

// Modals
export { ModalRoot } from './modal/ModalRoot';
export { ModalHeader, ModalTitle, ModalBody, ModalActions, type ModalHeaderProps } from './modal/ModalParts';
export { useModalContext, type ModalContextValue } from './modal/modal-context';
export {
  useModal, openModal, closeModal, closeAllModals, resetModals, useModalStore,
  type ModalApi, type ModalInstance,
} from './modal/modal-store';
export { registerModal, isModalRegistered, preloadModal, unregisterModal } from './modal/modal-registry';
export { loadWithRetry } from './modal/load-with-retry';
export {
  SYSTEM_MODAL, NAMED_MODALS,
  type NamedModal, type ModalPosition, type ModalOptions, type ModalComponentProps, type ModalComponent,
  type ModalLoader, type ModalModule, type ModalDefinitions, type ModalArgs, type ModalResult,
  type OpenModalRequest, type SystemAlertArgs, type SystemConfirmArgs, type SystemConfirmColor,
} from './modal/types';
export {
  useSystemAlert, useSystemConfirm, showSystemAlert, showSystemConfirm,
  type SystemAlertInput, type SystemConfirmInput,
} from './modal/system/use-system-dialogs';

// Bottom sheet
export { BottomSheet, type BottomSheetProps } from './bottom-sheet/BottomSheet';
export { useBottomSheet, BOTTOM_SHEET_UNAVAILABLE, type BottomSheetController } from './bottom-sheet/use-bottom-sheet';

// Info panels
export { InfoPanelRoot, type InfoPanelRootProps, type InfoPanelVariant } from './info-panel/InfoPanelRoot';
export { InfoPanel, type InfoPanelProps } from './info-panel/InfoPanel';
export { useInfoPanel, openTermPanel, type InfoPanelApi } from './info-panel/use-info-panel';
export {
  openInfoPanel, closeInfoPanel, closeAllInfoPanels, updateInfoPanel, resetInfoPanels, useInfoPanelStore,
  INFO_PANEL_MAX_ON_DESKTOP,
  type InfoPanelContent, type InfoPanelInput, type InfoPanelEntry,
} from './info-panel/info-panel-store';
export { TermPanelContent, type TermPanelContentProps, type TermDefinition } from './info-panel/TermPanelContent';

// Snackbars
export { SnackbarRoot } from './snackbar/SnackbarRoot';
export {
  useSnackbar, showSnackbar, closeSnackbar, closeAllSnackbars, pauseSnackbar, resumeSnackbar, resetSnackbars,
  useSnackbarStore, type SnackbarApi, type ShowSnackbarInput,
} from './snackbar/snackbar-store';

// Select
export { Select, type SelectProps, type SelectSize } from './select/Select';
