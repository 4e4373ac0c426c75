'use client';

import { STUDENT_CODE_TTL_MINUTES, STUDENT_VERIFICATION_DAYS } from '@spi/core';
import { Button, ModalActions, ModalBody, ModalHeader, type ModalComponentProps } from '@/components/ui';
import { formatFileSize } from '../lib/validation';
import styles from './modal.module.css';

export type StudentConfirmArgs =
  | { method: 'EMAIL'; school: string; email: string }
  | { method: 'DOCUMENT'; school: string; file: { name: string; size: number } };

/**
 * Named modal 'student verification confirm' (spec section 2): before a code is sent or a student ID is
 * uploaded, it shows what will be submitted and asks to confirm. Resolves true on 확인, false otherwise.
 */
export default function StudentConfirmModal({ args, close }: ModalComponentProps<StudentConfirmArgs, boolean>) {
  const email = args.method === 'EMAIL';
  return (
    <div className={styles.modal} data-testid="student-confirm-modal">
      <ModalHeader title={email ? '학교 이메일로 인증할까요?' : '학생증을 제출할까요?'} />
      <ModalBody className={styles.body}>
        <p className={styles.lead}>아래 내용으로 학생 인증을 신청합니다. 내용이 맞는지 확인해 주세요.</p>
        <dl className={styles.facts} aria-label="제출할 내용">
          <div><dt>인증 방법</dt><dd>{email ? '학교 이메일' : '학생증 업로드'}</dd></div>
          <div><dt>학교</dt><dd data-testid="student-confirm-school">{args.school}</dd></div>
          {args.method === 'EMAIL' ? (
            <div><dt>학교 이메일</dt><dd data-testid="student-confirm-email">{args.email}</dd></div>
          ) : (
            <div><dt>파일</dt><dd data-testid="student-confirm-file">{args.file.name} ({formatFileSize(args.file.size)})</dd></div>
          )}
        </dl>
        <ul className={styles.list}>
          {email ? (
            <>
              <li>입력한 주소로 6자리 인증 코드를 보내 드려요. 코드는 {STUDENT_CODE_TTL_MINUTES}분 동안 유효해요.</li>
              <li>코드를 입력하면 바로 인증이 완료돼요.</li>
            </>
          ) : (
            <>
              <li>이름, 학교, 재학 기간(또는 발급일)이 보이는 학생증이나 재학증명서를 올려 주세요.</li>
              <li>운영팀이 확인한 뒤 승인하거나 반려해요. 심사 중에는 다시 제출할 수 없어요.</li>
              <li>제출한 파일은 학생 인증 심사에만 쓰여요.</li>
            </>
          )}
          <li>인증은 완료일로부터 {STUDENT_VERIFICATION_DAYS}일 동안 유지돼요.</li>
        </ul>
      </ModalBody>
      <ModalActions>
        <Button variant="secondary" size="lg" onClick={() => close(false)} data-testid="student-confirm-cancel">취소</Button>
        <Button size="lg" onClick={() => close(true)} data-testid="student-confirm-submit">{email ? '인증 코드 받기' : '제출하기'}</Button>
      </ModalActions>
    </div>
  );
}
