'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { createLayerStack } from './internal/layer-stack';

const TABBABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'audio[controls]', 'video[controls]',
  'summary', '[contenteditable]:not([contenteditable="false"])', '[tabindex]',
].join(',');

function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  const style = window.getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden';
}

/** Elements inside `container` reachable with Tab, in document order. */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && isVisible(element),
  );
}

/** Moves focus into `container`: a `[data-autofocus]` element, else the first tabbable, else the container. */
export function focusInitial(container: HTMLElement): void {
  const preferred = container.querySelector<HTMLElement>('[data-autofocus]');
  const target = preferred && isVisible(preferred) ? preferred : getTabbableElements(container)[0];
  if (target) {
    target.focus({ preventScroll: true });
    return;
  }
  if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
  container.focus({ preventScroll: true });
}

interface TrapEntry { ref: RefObject<HTMLElement | null> }

const onKeyDown = (event: KeyboardEvent) => {
  if (event.key !== 'Tab') return;
  const container = stack.top()?.ref.current;
  if (!container) return;
  const items = getTabbableElements(container);
  const active = document.activeElement;
  if (items.length === 0) {
    event.preventDefault();
    container.focus({ preventScroll: true });
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey) {
    if (!inside || active === first || active === container) {
      event.preventDefault();
      last.focus();
    }
  } else if (!inside || active === last) {
    event.preventDefault();
    first.focus();
  }
};

const stack = createLayerStack<TrapEntry>(
  () => document.addEventListener('keydown', onKeyDown),
  () => document.removeEventListener('keydown', onKeyDown),
);

export interface FocusTrapOptions {
  /** Move focus into the container on activation (default true). */
  autoFocus?: boolean;
  /** Give focus back to the opener on deactivation (default true). */
  returnFocus?: boolean;
  /**
   * The opener to give focus back to. Defaults to the element focused when the trap activated; pass it
   * explicitly when content may take focus before the trap's effect runs (lazy content, portals).
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * While `active`, Tab and Shift+Tab cycle through the tabbable elements inside `ref` (only the most
 * recently activated trap handles them). On activation focus moves inside; on deactivation it returns
 * to the element that opened the layer, if that element is still in the document.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const { autoFocus = true, returnFocus = true, returnFocusTo } = options;
  const optionsRef = useRef({ autoFocus, returnFocus, returnFocusTo });
  useEffect(() => {
    optionsRef.current = { autoFocus, returnFocus, returnFocusTo };
  });

  useEffect(() => {
    if (!active) return;
    const opener = optionsRef.current.returnFocusTo
      ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const release = stack.push({ ref });
    const container = ref.current;
    if (container && optionsRef.current.autoFocus && !container.contains(document.activeElement)) {
      focusInitial(container);
    }
    return () => {
      release();
      const current = document.activeElement;
      const focusIsLost = !current || current === document.body || (container?.contains(current) ?? false);
      if (optionsRef.current.returnFocus && opener?.isConnected && focusIsLost) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [active, ref]);
}
