'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { closeInfoPanel, openInfoPanel, updateInfoPanel } from './info-panel-store';

export interface InfoPanelProps {
  open: boolean;
  /** Called when the user closes it (close button, Escape, outside press) or a newer panel replaces it. */
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Panel content; `children` is used when `body` is not given. */
  body?: ReactNode;
  children?: ReactNode;
  id?: string;
}

/**
 * Declarative bottom-corner info panel: `<InfoPanel open={open} onClose={() => setOpen(false)} title="..." body={...} />`.
 * It is rendered by <InfoPanelRoot /> through the same store as useInfoPanel(), so the mobile limit
 * and desktop stacking apply to both.
 */
export function InfoPanel({ open, onClose, title, subtitle, body, children, id }: InfoPanelProps) {
  const autoId = useId();
  const panelId = id ?? `info-panel-${autoId}`;
  const onCloseRef = useRef(onClose);
  const content = body ?? children;
  const contentRef = useRef({ title, subtitle, body: content });

  useEffect(() => {
    onCloseRef.current = onClose;
    contentRef.current = { title, subtitle, body: content };
  });

  useEffect(() => {
    if (!open) return;
    openInfoPanel({ id: panelId, ...contentRef.current, onClose: () => onCloseRef.current() });
    return () => closeInfoPanel(panelId, { silent: true });
  }, [open, panelId]);

  useEffect(() => {
    if (open) updateInfoPanel(panelId, { title, subtitle, body: content });
  }, [open, panelId, title, subtitle, content]);

  return null;
}
