'use client';

import { useQuery } from '@/lib/query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui';
import { fetchStudentDocument, studentDocumentUrl, studentVerificationKeys, type AdminStudentVerification } from '../../api/students-api';
import { errorMessage } from '../../lib/field-errors';
import { CmsDialog } from '../cms-dialog';
import { formatDateTime } from '../billing/billing-format';
import { documentTypeLabel, formatBytes, METHOD_LABEL, previewKind } from './student-rows';
import billing from '../billing/billing.module.css';
import styles from '../corporations/review.module.css';

/**
 * The uploaded student-ID document of one verification: an image shown as is, a PDF in a frame, both
 * read through the API as a Blob (never cached: the file is personal data). 새 창에서 열기 opens the same
 * address in a tab. A pending verification can be approved or rejected from here.
 */
export function DocumentPreviewDialog({ verification, onClose, onApprove, onReject }: {
  verification: AdminStudentVerification | null;
  onClose: () => void;
  onApprove: (verification: AdminStudentVerification) => void;
  onReject: (verification: AdminStudentVerification) => void;
}) {
  if (!verification?.document) return null;
  return <PreviewOpen key={verification.verificationId} verification={verification} document={verification.document} onClose={onClose} onApprove={onApprove} onReject={onReject} />;
}

function PreviewOpen({ verification, document, onClose, onApprove, onReject }: {
  verification: AdminStudentVerification;
  document: NonNullable<AdminStudentVerification['document']>;
  onClose: () => void;
  onApprove: (verification: AdminStudentVerification) => void;
  onReject: (verification: AdminStudentVerification) => void;
}) {
  const kind = previewKind(document.mimeType);
  const file = useQuery({
    queryKey: studentVerificationKeys.document(verification.verificationId),
    queryFn: ({ signal }) => fetchStudentDocument(verification.verificationId, signal),
    enabled: kind !== 'other',
    retry: false,
    gcTime: 0,
    staleTime: 0,
  });
  const url = useObjectUrl(file.data, document.mimeType);
  const pending = verification.status === 'PENDING';
  const name = verification.nickname || verification.accountEmail;

  return (
    <CmsDialog
      open
      size="lg"
      title={`${name}님의 학생증`}
      onClose={onClose}
      testId="student-document-dialog"
      footer={pending ? (
        <>
          <Button variant="secondary" onClick={onClose}>닫기</Button>
          <Button variant="danger" onClick={() => onReject(verification)}>반려</Button>
          <Button onClick={() => onApprove(verification)}>승인</Button>
        </>
      ) : <Button variant="secondary" onClick={onClose}>닫기</Button>}
    >
      <div className={styles.preview}>
        <div className={styles.previewMeta}>
          <span>
            {verification.school} · {METHOD_LABEL[verification.method]} · {documentTypeLabel(document.mimeType)} {formatBytes(document.size)} · {formatDateTime(verification.submittedAt)} 제출
          </span>
          <a href={studentDocumentUrl(verification.verificationId)} target="_blank" rel="noopener noreferrer" data-testid="student-document-open">새 창에서 열기</a>
        </div>
        <div className={styles.previewFrame} data-testid="student-document-preview" aria-busy={file.isLoading || undefined}>
          {kind === 'other' ? (
            <p className={styles.previewState}>이 형식은 미리 볼 수 없습니다. 새 창에서 열어 확인해 주세요.</p>
          ) : file.isError ? (
            <div className={styles.previewState} role="alert">
              <p>{errorMessage(file.error, '서류를 불러오지 못했습니다.')}</p>
              <Button size="sm" variant="secondary" onClick={() => void file.refetch()}>다시 시도</Button>
            </div>
          ) : !url ? (
            <p className={styles.previewState} role="status">서류를 불러오는 중입니다…</p>
          ) : kind === 'image' ? (
            <img src={url} alt={`${name}님이 제출한 학생증`} />
          ) : (
            <iframe src={url} title={`${name}님이 제출한 학생증 (PDF)`} />
          )}
        </div>
        {verification.rejectedReason && <p className={billing.secondary}>반려 사유: {verification.rejectedReason}</p>}
      </div>
    </CmsDialog>
  );
}

/** An object URL for a Blob (typed as the upload says), revoked when the Blob changes or the preview closes. */
function useObjectUrl(blob: Blob | undefined, mimeType: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const typed = blob.type === mimeType ? blob : new Blob([blob], { type: mimeType });
    const next = URL.createObjectURL(typed);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob, mimeType]);
  return url;
}
