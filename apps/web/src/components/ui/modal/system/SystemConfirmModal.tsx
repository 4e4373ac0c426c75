'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '../../button/Button';
import { ModalActions, ModalBody, ModalTitle } from '../ModalParts';
import { useModalContext } from '../modal-context';
import type { ModalComponentProps, SystemConfirmArgs } from '../types';
import styles from './SystemModal.module.css';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

const DEFAULT_ERROR = '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * System confirm: title, message, a '닫기' button and a submit button. An async onSubmit locks both
 * buttons (disabled + aria-busy) and the modal's dismissal until it settles: resolved closes with true,
 * rejected keeps the modal open, re-enables the buttons and shows an error line.
 */
export default function SystemConfirmModal({ args, close }: ModalComponentProps<SystemConfirmArgs, boolean>) {
  const { titleId, setBusy, forceClose } = useModalContext();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  const refocusSubmit = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);

  useEffect(() => {
    if (!pending && refocusSubmit.current) {
      refocusSubmit.current = false;
      submitRef.current?.focus();
    }
  }, [pending]);

  const submit = async () => {
    if (pending) return;
    if (!args.onSubmit) {
      close(true);
      return;
    }
    let outcome: unknown;
    try {
      outcome = args.onSubmit();
    } catch (error) {
      console.error('System confirm submit failed', error);
      setFailed(true);
      return;
    }
    if (!isThenable(outcome)) {
      close(true);
      return;
    }
    setFailed(false);
    setPending(true);
    setBusy(true);
    try {
      await outcome;
      forceClose(true);
    } catch (error) {
      console.error('System confirm submit failed', error);
      if (!mounted.current) return;
      setFailed(true);
      refocusSubmit.current = true;
    } finally {
      if (mounted.current) {
        setPending(false);
        setBusy(false);
      }
    }
  };

  const locked = pending ? { 'aria-busy': true as const } : {};
  // A destructive confirm starts on the safe button.
  const danger = args.submitColor === 'danger';

  return (
    <div className={styles.system}>
      {args.title ? (
        <>
          <ModalTitle className={styles.title}>{args.title}</ModalTitle>
          {args.message !== undefined && <ModalBody className={styles.message}>{args.message}</ModalBody>}
        </>
      ) : (
        <div id={titleId} className={styles.messageOnly}>{args.message}</div>
      )}
      {failed && (
        <p role="alert" className={styles.error}>{args.errorMessage ?? DEFAULT_ERROR}</p>
      )}
      <ModalActions className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          disabled={pending}
          {...locked}
          onClick={() => close(false)}
          data-autofocus={danger ? '' : undefined}
        >
          {args.closeLabel ?? '닫기'}
        </Button>
        <Button
          ref={submitRef}
          variant={danger ? 'danger' : 'primary'}
          size="lg"
          disabled={args.submitDisabled}
          loading={pending}
          onClick={submit}
          data-autofocus={danger ? undefined : ''}
        >
          {args.submitLabel ?? '확인'}
        </Button>
      </ModalActions>
    </div>
  );
}
