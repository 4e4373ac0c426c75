'use client';

import {
  Component, type ErrorInfo, type ReactNode, type RefObject, Suspense, useEffect, useId, useMemo, useRef, useState,
} from 'react';
import { Button } from '../button/Button';
import { Spinner } from '../button/Spinner';
import { LOAD_FAILED_TEXT } from './load-with-retry';
import { useEscapeKey } from '../use-escape-key';
import { focusInitial, useFocusTrap } from '../use-focus-trap';
import { ModalContext, type ModalContextValue } from './modal-context';
import { getModalComponent } from './modal-registry';
import { closeModal, type ModalInstance } from './modal-store';
import styles from './Modal.module.css';

/** Shown when a modal's code could not be loaded (after the retries) or it threw while rendering. */
function ModalErrorState({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  return (
    <div className={styles.state} data-modal-error="">
      <h2 id={titleId} className={styles.title}>{LOAD_FAILED_TEXT.title}</h2>
      <p className={styles.stateMessage}>{LOAD_FAILED_TEXT.message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="lg" onClick={onClose} data-autofocus="">닫기</Button>
      </div>
    </div>
  );
}

function ModalLoadingState({ titleId }: { titleId: string }) {
  return (
    <div className={styles.loading} aria-busy="true">
      <h2 id={titleId} className="visually-hidden">불러오는 중</h2>
      <Spinner size={28} />
    </div>
  );
}

interface BoundaryProps { fallback: ReactNode; name: string; children: ReactNode }

class ModalErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Modal "${this.props.name}" failed to load or render`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Moves focus into the panel once lazy content has replaced the loading state. */
function FocusWhenReady({ panelRef }: { panelRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && (document.activeElement === panel || !panel.contains(document.activeElement))) focusInitial(panel);
  }, [panelRef]);
  return null;
}

export function ModalFrame({ instance }: { instance: ModalInstance }) {
  const { id, name, args, options, closing, opener } = instance;
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackground = useRef(false);
  const reactId = useId();
  const titleId = `${reactId}-title`;
  const descriptionId = `${reactId}-description`;
  const [busy, setBusy] = useState(false);
  // Resolved once per instance: a failed lazy component stays failed for this instance only.
  const [Content] = useState(() => getModalComponent(name));

  const active = !closing;
  useFocusTrap(panelRef, active, { returnFocusTo: opener });
  useEscapeKey(active, () => {
    if (!busy) closeModal(id);
  });

  useEffect(() => {
    if (!Content) console.error(`Modal "${name}" is not registered`);
  }, [Content, name]);

  const context = useMemo<ModalContextValue>(() => ({
    id,
    titleId,
    descriptionId,
    busy,
    setBusy,
    close: (result?: unknown) => {
      if (!busy) closeModal(id, result);
    },
    forceClose: (result?: unknown) => closeModal(id, result),
  }), [id, titleId, descriptionId, busy]);

  const errorState = <ModalErrorState titleId={titleId} onClose={() => closeModal(id)} />;

  return (
    <div
      className={styles.layer}
      data-modal-layer=""
      data-modal-name={name}
      data-position={options.position}
      data-state={closing ? 'closing' : 'open'}
      data-spi-overlay=""
      aria-hidden={closing || undefined}
      inert={closing || undefined}
    >
      {!options.noDim && <div className={styles.dim} data-modal-dim="" aria-hidden="true" />}
      <div
        className={styles.backdrop}
        data-modal-backdrop=""
        onPointerDown={(event) => {
          pointerDownOnBackground.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          // Only a press that starts and ends on the background counts (a text selection dragged out does not).
          const startedOnBackground = pointerDownOnBackground.current || event.detail === 0;
          pointerDownOnBackground.current = false;
          if (event.target !== event.currentTarget || !startedOnBackground) return;
          if (options.isEnableCloseByBackground && !busy && !closing) closeModal(id);
        }}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          tabIndex={-1}
          className={styles.panel}
          data-no-dim={options.noDim || undefined}
        >
          <ModalContext.Provider value={context}>
            {Content ? (
              <ModalErrorBoundary name={name} fallback={errorState}>
                <Suspense fallback={<ModalLoadingState titleId={titleId} />}>
                  <Content args={args} close={context.close} />
                  <FocusWhenReady panelRef={panelRef} />
                </Suspense>
              </ModalErrorBoundary>
            ) : errorState}
          </ModalContext.Provider>
        </div>
      </div>
    </div>
  );
}
