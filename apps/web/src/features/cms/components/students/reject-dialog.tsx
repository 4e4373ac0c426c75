'use client';

import { useState, type FormEvent } from 'react';
import { Button, showSnackbar } from '@/components/ui';
import { rejectStudentVerification, type AdminStudentVerification } from '../../api/students-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsDialog } from '../cms-dialog';
import { TextField } from '../taxonomy/text-field';
import { formatDateTime } from '../billing/billing-format';
import { checkRejectReason, METHOD_LABEL, REJECT_REASON_MAX } from './student-rows';
import forms from '../forms.module.css';
import billing from '../billing/billing.module.css';

const FORM_ID = 'student-reject-form';

/**
 * 반려: a required reason (rejectStudentRequestSchema's Korean messages next to the field), which the
 * student reads on their verification page. The caller refreshes the queue.
 */
export function RejectDialog({ verification, onClose, onRejected }: {
  verification: AdminStudentVerification | null;
  onClose: () => void;
  onRejected: (verification: AdminStudentVerification, answered: AdminStudentVerification | null) => void;
}) {
  return verification ? <RejectDialogOpen key={verification.verificationId} verification={verification} onClose={onClose} onRejected={onRejected} /> : null;
}

function RejectDialogOpen({ verification, onClose, onRejected }: {
  verification: AdminStudentVerification;
  onClose: () => void;
  onRejected: (verification: AdminStudentVerification, answered: AdminStudentVerification | null) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const name = verification.nickname || verification.accountEmail;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const check = checkRejectReason(reason);
    if (!check.ok) {
      setError(check.error);
      setFormError(null);
      form.querySelector<HTMLElement>('textarea')?.focus();
      return;
    }
    setError(undefined);
    setFormError(null);
    setPending(true);
    try {
      const answered = await rejectStudentVerification(verification.verificationId, check.reason);
      showSnackbar({ type: 'Success', message: `${name}님의 학생 인증을 반려했습니다.`, position: 'bottom-center' });
      onRejected(verification, answered);
      onClose();
    } catch (failure) {
      setFormError(errorMessage(failure, '반려하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <CmsDialog
      open
      title="학생 인증 반려"
      onClose={onClose}
      busy={pending}
      testId="reject-student-dialog"
      footer={(
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>닫기</Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={pending}>반려</Button>
        </>
      )}
    >
      <form id={FORM_ID} className={forms.stack} onSubmit={(event) => void submit(event)} noValidate>
        {formError && <div className={forms.alert} role="alert"><p>{formError}</p></div>}
        <dl className={billing.summary}>
          <dt>회원</dt><dd>{name}</dd>
          <dt>학교</dt><dd>{verification.school}</dd>
          <dt>방식</dt><dd>{METHOD_LABEL[verification.method]}</dd>
          <dt>제출일</dt><dd>{formatDateTime(verification.submittedAt)}</dd>
        </dl>
        <TextField
          label="반려 사유"
          required
          multiline
          maxLength={REJECT_REASON_MAX}
          value={reason}
          onChange={(value) => { setReason(value); setError(undefined); }}
          error={error}
          hint="회원의 학생 인증 화면에 그대로 보입니다. 다시 제출할 때 무엇을 고치면 되는지 적어 주세요."
          placeholder="예: 학생증의 이름과 학교가 보이지 않습니다."
          autoFocus
        />
      </form>
    </CmsDialog>
  );
}
