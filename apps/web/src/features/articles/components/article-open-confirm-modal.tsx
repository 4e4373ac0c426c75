'use client';

import { useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, useModalContext, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { unlockConfirmMessage } from '../lib/paywall-copy';
import styles from './article-open-confirm-modal.module.css';

export interface ArticleOpenConfirmArgs {
  title: string;
  remaining: number;
  monthlyLimit: number;
  /** Spends the unlock; the modal stays open (buttons locked) until it settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * Named modal 'article-open-confirm' (spec section 2): asks before a monthly unlock is spent. Confirm runs
 * the unlock with both buttons locked; success closes with true, failure keeps the modal open with the
 * reason.
 */
export default function ArticleOpenConfirmModal({ args, close }: ModalComponentProps<ArticleOpenConfirmArgs, boolean>) {
  const { setBusy, forceClose } = useModalContext();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setBusy(true);
    setError(null);
    try {
      await args.onConfirm();
      forceClose(true);
    } catch (err) {
      setError(isApiError(err) ? err.message : '글을 열지 못했습니다. 잠시 후 다시 시도해 주세요.');
      setPending(false);
      setBusy(false);
    }
  };

  return (
    <div className={styles.modal} data-testid="article-open-confirm">
      <ModalTitle className={styles.title}>이 글을 열까요?</ModalTitle>
      <ModalBody className={styles.body}>
        <p className={styles.article}>{args.title}</p>
        <p className={styles.message}>{unlockConfirmMessage(args.remaining)}</p>
        <p className={styles.note}>월 {args.monthlyLimit}회까지 열 수 있으며, 한 번 연 글은 다시 열어도 횟수가 줄지 않습니다.</p>
        {error && <p role="alert" className={styles.error}>{error}</p>}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={() => close(false)}>닫기</Button>
        <Button size="lg" loading={pending} onClick={() => void confirm()} data-autofocus="" data-testid="article-open-submit">열람하기</Button>
      </ModalActions>
    </div>
  );
}
