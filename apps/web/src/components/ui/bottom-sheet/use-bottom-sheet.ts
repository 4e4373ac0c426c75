'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { isMobileViewport, minWidthQuery, watchMediaQuery } from '../use-media-query';

/** Logged when a bottom sheet is opened on a non-mobile viewport (spec section 8). */
export const BOTTOM_SHEET_UNAVAILABLE = '바텀시트 커스텀 훅 사용 불가';

export interface BottomSheetController {
  isOpen: boolean;
  /** Opens the sheet; on viewports of BREAKPOINTS.medium (768 px) and wider it refuses, logs and returns false. */
  open: () => boolean;
  close: () => void;
  /** Spread onto <BottomSheet>: `<BottomSheet {...sheet.sheetProps} title="...">`. */
  sheetProps: { open: boolean; onClose: () => void };
}

/** State for one <BottomSheet>. Bottom sheets are a mobile pattern: wide screens get a refusal. */
export function useBottomSheet(): BottomSheetController {
  const [isOpen, setIsOpen] = useState(false);
  // A sheet left open when the viewport widens past mobile closes itself. The width is watched only while the
  // sheet is open: a list page's layout does not render again when the browser learns the screen's width.
  useEffect(() => {
    if (!isOpen) return;
    return watchMediaQuery(minWidthQuery('medium'), (wide) => { if (wide) setIsOpen(false); });
  }, [isOpen]);

  const open = useCallback(() => {
    if (!isMobileViewport()) {
      console.error(BOTTOM_SHEET_UNAVAILABLE);
      return false;
    }
    setIsOpen(true);
    return true;
  }, []);
  const close = useCallback(() => setIsOpen(false), []);

  return useMemo(
    () => ({ isOpen, open, close, sheetProps: { open: isOpen, onClose: close } }),
    [isOpen, open, close],
  );
}
