'use client';

import { Button } from '../../button/Button';
import { ModalActions, ModalBody, ModalTitle } from '../ModalParts';
import { useModalContext } from '../modal-context';
import type { ModalComponentProps, SystemAlertArgs } from '../types';
import styles from './SystemModal.module.css';

/** System alert: title, message and a single '확인' button. */
export default function SystemAlertModal({ args, close }: ModalComponentProps<SystemAlertArgs, true>) {
  const { titleId } = useModalContext();
  return (
    <div className={styles.system}>
      {args.title ? (
        <>
          <ModalTitle className={styles.title}>{args.title}</ModalTitle>
          <ModalBody className={styles.message}>{args.message}</ModalBody>
        </>
      ) : (
        // Without a title the message names the dialog.
        <div id={titleId} className={styles.messageOnly}>{args.message}</div>
      )}
      <ModalActions className={styles.actions}>
        <Button size="lg" fullWidth onClick={() => close(true)} data-autofocus="">확인</Button>
      </ModalActions>
    </div>
  );
}
