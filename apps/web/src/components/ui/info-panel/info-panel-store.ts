'use client';

import type { ReactNode } from 'react';
import { create } from 'zustand';
import { DURATIONS, LIMITS, randomId } from '@spi/core';
import { isMobileViewport } from '../use-media-query';

/** Corner cards that may stack on desktop; the oldest closes when one more opens. */
export const INFO_PANEL_MAX_ON_DESKTOP = 3;

export interface InfoPanelContent {
  title: ReactNode;
  /** Secondary line under the title (for example a term's full expansion). */
  subtitle?: ReactNode;
  body: ReactNode;
}

export interface InfoPanelInput extends InfoPanelContent {
  /** Reusing an id of an open panel updates it in place. */
  id?: string;
  /** Called when the panel is closed by the user or replaced, not when closed by its owner. */
  onClose?: () => void;
}

export interface InfoPanelEntry extends InfoPanelContent {
  id: string;
  /** Marked while the exit animation runs (DURATIONS.infoPanelAnimationMs), then removed. */
  closing: boolean;
  opener: HTMLElement | null;
  onClose?: () => void;
}

export const useInfoPanelStore = create<{ panels: InfoPanelEntry[] }>(() => ({ panels: [] }));

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.set(id, setTimeout(() => {
    removalTimers.delete(id);
    useInfoPanelStore.setState((state) => ({ panels: state.panels.filter((p) => p.id !== id) }));
  }, DURATIONS.infoPanelAnimationMs));
}

/** Max panels open at once for the current viewport: 1 on mobile (spec), a few stacked cards on desktop. */
export function infoPanelLimit(mobile = isMobileViewport()): number {
  return mobile ? LIMITS.infoPanelMaxOnMobile : INFO_PANEL_MAX_ON_DESKTOP;
}

export interface CloseInfoPanelOptions {
  /** Skip the panel's onClose callback (used when its owner closes it). */
  silent?: boolean;
}

/** Closes a panel (the newest open one when `id` is omitted) with its exit animation. */
export function closeInfoPanel(id?: string, options: CloseInfoPanelOptions = {}): void {
  const { panels } = useInfoPanelStore.getState();
  const target = id === undefined ? [...panels].reverse().find((p) => !p.closing) : panels.find((p) => p.id === id);
  if (!target || target.closing) return;
  useInfoPanelStore.setState((state) => ({
    panels: state.panels.map((p) => (p.id === target.id ? { ...p, closing: true } : p)),
  }));
  scheduleRemoval(target.id);
  if (!options.silent) target.onClose?.();
}

/** Closes open panels beyond `limit`, oldest first. */
export function enforceInfoPanelLimit(limit: number): void {
  const open = useInfoPanelStore.getState().panels.filter((p) => !p.closing);
  for (const panel of open.slice(0, Math.max(0, open.length - limit))) closeInfoPanel(panel.id);
}

/**
 * Opens a panel and returns its id. On mobile (below 768 px) only LIMITS.infoPanelMaxOnMobile (1) is
 * open at a time, so a new one replaces the previous; on desktop up to INFO_PANEL_MAX_ON_DESKTOP stack.
 */
export function openInfoPanel(input: InfoPanelInput): string {
  const id = input.id ?? `info-panel-${randomId()}`;
  const existing = useInfoPanelStore.getState().panels.find((p) => p.id === id && !p.closing);
  if (existing) {
    updateInfoPanel(id, input);
    return id;
  }
  enforceInfoPanelLimit(infoPanelLimit() - 1);
  const opener = typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
    && document.activeElement !== document.body ? document.activeElement : null;
  // A panel still animating out under the same id is replaced.
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
  const entry: InfoPanelEntry = {
    id, title: input.title, subtitle: input.subtitle, body: input.body, onClose: input.onClose, closing: false, opener,
  };
  useInfoPanelStore.setState((state) => ({ panels: [...state.panels.filter((p) => p.id !== id), entry] }));
  return id;
}

/** Replaces the content of an open panel. */
export function updateInfoPanel(id: string, content: Partial<InfoPanelInput>): void {
  useInfoPanelStore.setState((state) => ({
    panels: state.panels.map((p) => (p.id === id ? {
      ...p,
      ...('title' in content ? { title: content.title } : {}),
      ...('subtitle' in content ? { subtitle: content.subtitle } : {}),
      ...('body' in content ? { body: content.body } : {}),
      ...('onClose' in content ? { onClose: content.onClose } : {}),
    } : p)),
  }));
}

export function closeAllInfoPanels(): void {
  for (const panel of useInfoPanelStore.getState().panels) if (!panel.closing) closeInfoPanel(panel.id);
}

/** Removes every panel at once, clearing their timers. */
export function resetInfoPanels(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  useInfoPanelStore.setState({ panels: [] });
}
