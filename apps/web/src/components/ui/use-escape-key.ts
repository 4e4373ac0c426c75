'use client';

import { useEffect, useRef } from 'react';
import { createLayerStack } from './internal/layer-stack';

interface EscapeEntry { handler: () => void }

const onKeyDown = (event: KeyboardEvent) => {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = stack.top();
  if (!top) return;
  event.preventDefault();
  top.handler();
};

const stack = createLayerStack<EscapeEntry>(
  () => document.addEventListener('keydown', onKeyDown),
  () => document.removeEventListener('keydown', onKeyDown),
);

/**
 * Calls `onEscape` when Escape is pressed while `active`, but only for the most recently activated
 * layer: nested overlays close one at a time, from the top.
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handlerRef = useRef(onEscape);
  useEffect(() => {
    handlerRef.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    return stack.push({ handler: () => handlerRef.current() });
  }, [active]);
}
