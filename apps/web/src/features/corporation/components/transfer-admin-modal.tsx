'use client';

import type { CorporationOverviewDto } from '@spi/core';
import { useId, useState } from 'react';
import { Button, ModalActions, ModalBody, ModalHeader, useModalContext, type ModalComponentProps } from '@/components/ui';
import { useTransferManager } from '../api/corporation-api';
import { errorMessage } from '../lib/form-errors';
import styles from './corporation.module.css';

export interface TransferAdminArgs {
  corporationId: string;
  /** Members who could become manager (not the viewer, not already managers). */
  candidates: CorporationOverviewDto['members'];
}
export interface TransferAdminResult { toUserId: string; keepSelfAsManager: boolean }

/** Named modal 'settings: transfer admin rights': choose a member, optionally stay manager too, confirm. */
export default function TransferAdminModal({ args, close }: ModalComponentProps<TransferAdminArgs, TransferAdminResult>) {
  const id = useId();
  const { setBusy } = useModalContext();
  const transfer = useTransferManager(args.corporationId);
  const [toUserId, setToUserId] = useState('');
  const [keepSelf, setKeepSelf] = useState(false);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!toUserId) {
      setMissing(true);
      document.getElementById(`${id}-0`)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await transfer.mutateAsync({ toUserId, keepSelfAsManager: keepSelf });
      setBusy(false);
      close({ toUserId, keepSelfAsManager: keepSelf });
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err, '관리자 권한을 넘기지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
  };

  return (
    <div className={styles.modal} data-testid="transfer-admin-modal">
      <ModalHeader title="관리자 권한 넘기기" />
      <ModalBody className={styles.modalBody}>
        {args.candidates.length === 0 ? (
          <p className={styles.muted}>권한을 넘길 수 있는 멤버가 없어요. 먼저 멤버를 초대해 주세요.</p>
        ) : (
          <fieldset className={styles.radios} style={{ display: 'grid' }} aria-describedby={missing ? `${id}-error` : undefined}>
            <legend>새 관리자</legend>
            <ul className={styles.memberChoice}>
              {args.candidates.map((member, index) => (
                <li key={member.userId}>
                  <label className={styles.radio} style={{ width: '100%' }}>
                    <input
                      id={`${id}-${index}`}
                      type="radio"
                      name={`${id}-member`}
                      value={member.userId}
                      checked={toUserId === member.userId}
                      onChange={() => { setToUserId(member.userId); setMissing(false); }}
                      data-testid={`transfer-candidate-${member.userId}`}
                    />
                    <span>{member.nickname} <span className={styles.subText}>{member.email}</span></span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {missing && <p id={`${id}-error`} className={styles.error} role="alert">관리자 권한을 넘길 멤버를 선택해 주세요.</p>}
        <label className={styles.check}>
          <input type="checkbox" checked={keepSelf} onChange={(event) => setKeepSelf(event.target.checked)} data-testid="transfer-keep-self" />
          <span>나도 관리자로 남기</span>
        </label>
        <p className={styles.hint}>
          {keepSelf ? '선택한 멤버와 함께 두 사람 모두 관리자가 됩니다.' : '권한을 넘기면 회원님은 멤버가 되고 이 관리 화면을 더 이상 볼 수 없어요.'}
        </p>
        {error && <p className={styles.errorBox} role="alert" data-testid="transfer-error">{error}</p>}
      </ModalBody>
      <ModalActions className={styles.modalActions}>
        <Button variant="secondary" size="lg" disabled={transfer.isPending} onClick={() => close()}>취소</Button>
        <Button size="lg" loading={transfer.isPending} disabled={args.candidates.length === 0} onClick={() => void submit()} data-testid="transfer-submit">권한 넘기기</Button>
      </ModalActions>
    </div>
  );
}
