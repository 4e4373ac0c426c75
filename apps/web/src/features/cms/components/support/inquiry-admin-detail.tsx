'use client';

import { useQueryClient } from '@/lib/query';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { INQUIRY_CATEGORY_LABELS, INQUIRY_LIMITS, INQUIRY_STATUS_LABELS, formatLocaleNumber } from '@spi/core';
import { inquiryAnswerInputSchema, type AdminInquiryDetail, type InquiryUpdate } from '@spi/core/contracts/support';
import { EmptyState, ErrorState } from '@/components/content/states';
import { Button, Select, showSnackbar, showSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '../../lib/field-errors';
import { formatDateTime } from '../billing/billing-format';
import { StatusPill } from '../billing/list-parts';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { INQUIRY_STATUS_TONE } from './inquiry-status-tone';
import { answerInquiry, supportAdminKeys, updateInquiry, useAdminInquiry } from './support-admin-api';
import forms from '../forms.module.css';
import styles from './support-admin.module.css';

export const ANSWER_SENT = '답변을 등록했습니다. 회원에게 메일로 알렸습니다.';

function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One inquiry in the inbox: the member, the body and files, the answers, an answer form, 담당, 종료 / 다시 열기. */
export function InquiryAdminDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const query = useAdminInquiry(id);
  const data = query.data;
  const [updating, setUpdating] = useState(false);

  const apply = (detail: AdminInquiryDetail) => {
    queryClient.setQueryData(supportAdminKeys.inquiry(id), detail);
    void queryClient.invalidateQueries({ queryKey: supportAdminKeys.inbox });
  };

  const update = async (change: InquiryUpdate, done: string) => {
    setUpdating(true);
    try {
      apply(await updateInquiry(id, change));
      showSnackbar({ type: 'Success', message: done, position: 'bottom-center' });
    } catch (error) {
      showSnackbar({ type: 'Danger', message: errorMessage(error), position: 'bottom-center' });
    } finally {
      setUpdating(false);
    }
  };

  const close = async () => {
    const ok = await showSystemConfirm({
      title: '이 문의를 종료할까요?',
      message: '종료한 문의에는 답변을 등록할 수 없습니다. 필요하면 다시 열 수 있습니다.',
      submitLabel: '종료',
      closeLabel: '취소',
    });
    if (ok) await update({ status: 'CLOSED' }, '문의를 종료했습니다.');
  };

  const back = <Button variant="secondary" size="sm" className={styles.back} onClick={onBack} data-testid="inquiry-admin-back">← 목록으로</Button>;

  if (query.isError && !data) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className={styles.detail}>
        {back}
        {missing ? <EmptyState title="문의를 찾을 수 없습니다." /> : (
          <ErrorState title="문의를 불러오지 못했습니다." description={errorMessage(query.error)} retry={<button type="button" onClick={() => void query.refetch()}>다시 시도</button>} />
        )}
      </div>
    );
  }
  if (!data) return <div className={styles.detail}>{back}<TableSkeleton rows={6} /></div>;

  return (
    <div className={styles.detail} data-testid="inquiry-admin-detail">
      {back}
      <header className={styles.section}>
        <div className={styles.head}>
          <StatusPill tone={INQUIRY_STATUS_TONE[data.status]}>{INQUIRY_STATUS_LABELS[data.status]}</StatusPill>
          <span>No. {data.number}</span>
          <span aria-hidden="true">·</span>
          <span>{INQUIRY_CATEGORY_LABELS[data.category]}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDateTime(data.createdAt)} 접수</span>
        </div>
        <h1 className={styles.title}>{data.title}</h1>
      </header>

      <div className={styles.layout}>
        <div className={styles.side}>
          <section className={forms.card} aria-labelledby={`${id}-body`}>
            <h2 id={`${id}-body`} className={forms.cardTitle}>문의 내용</h2>
            <p className={styles.body}>{data.body}</p>
            {data.attachments.length > 0 && (
              <ul className={styles.attachments} aria-label="첨부 파일" style={{ marginTop: 'var(--space-3)' }}>
                {data.attachments.map((file) => (
                  <li key={file.id}><a href={file.href} download={file.filename} target="_blank" rel="noopener">{file.filename} ({formatFileSize(file.bytes)})</a></li>
                ))}
              </ul>
            )}
          </section>

          <section className={forms.card} aria-labelledby={`${id}-answers`}>
            <h2 id={`${id}-answers`} className={forms.cardTitle}>답변 {data.answers.length > 0 ? data.answers.length : ''}</h2>
            <div className={styles.section}>
              {data.answers.length === 0 && <p className={forms.subtle}>아직 등록한 답변이 없습니다.</p>}
              {data.answers.map((answer) => (
                <div key={answer.id} className={styles.answer} data-testid="inquiry-admin-answer">
                  <p className={styles.answerHead}>{answer.authorLabel}<span className={styles.answerDate}>{formatDateTime(answer.createdAt)}</span></p>
                  <p className={styles.body}>{answer.body}</p>
                </div>
              ))}
            </div>
          </section>

          {data.status === 'CLOSED'
            ? <p className={forms.notice}>종료된 문의입니다. 답변하려면 먼저 다시 열어 주세요.</p>
            : <AnswerForm id={id} onAnswered={apply} />}
        </div>

        <aside className={styles.side}>
          <section className={forms.card} aria-labelledby={`${id}-member`}>
            <h2 id={`${id}-member`} className={forms.cardTitle}>회원</h2>
            <dl className={styles.facts}>
              <dt>닉네임</dt><dd>{data.user.nickname || '(닉네임 없음)'}</dd>
              <dt>이메일</dt><dd>{data.user.email}</dd>
              <dt>답변 메일</dt><dd>{data.replyEmail}</dd>
            </dl>
          </section>
          <section className={forms.card} aria-labelledby={`${id}-manage`}>
            <h2 id={`${id}-manage`} className={forms.cardTitle}>처리</h2>
            <div className={styles.section}>
              <div className={forms.field}>
                <label htmlFor={`${id}-assignee`} className={forms.label}>담당</label>
                <Select
                  id={`${id}-assignee`}
                  value={data.assignee?.id ?? ''}
                  disabled={updating}
                  onChange={(event) => void update({ assigneeId: event.target.value || null }, event.target.value ? '담당자를 지정했습니다.' : '담당자 지정을 해제했습니다.')}
                  data-testid="inquiry-assignee"
                >
                  <option value="">미배정</option>
                  {data.staff.map((s) => <option key={s.id} value={s.id}>{s.nickname}</option>)}
                </Select>
              </div>
              <div className={styles.buttons}>
                {data.status === 'CLOSED'
                  ? <Button variant="secondary" loading={updating} onClick={() => void update({ status: 'OPEN' }, '문의를 다시 열었습니다.')} data-testid="inquiry-reopen">다시 열기</Button>
                  : <Button variant="secondary" loading={updating} onClick={() => void close()} data-testid="inquiry-close">문의 종료</Button>}
              </div>
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}

function AnswerForm({ id, onAnswered }: { id: string; onAnswered: (detail: AdminInquiryDetail) => void }) {
  const fieldId = useId();
  const [body, setBody] = useState('');
  const [close, setClose] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = inquiryAnswerInputSchema.safeParse({ body, close });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '답변을 확인해 주세요.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      onAnswered(await answerInquiry(id, parsed.data));
      setBody('');
      setClose(false);
      showSnackbar({ type: 'Success', message: ANSWER_SENT, position: 'bottom-center' });
    } catch (failure) {
      setError(errorMessage(failure, '답변을 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={clsx(forms.card, forms.stack)} onSubmit={(event) => void submit(event)} noValidate data-testid="inquiry-answer-form">
      <div className={forms.field}>
        <div className={forms.labelRow}>
          <label htmlFor={fieldId} className={forms.label}>답변 작성</label>
          <span className={forms.counter}>{formatLocaleNumber(body.length)}/{formatLocaleNumber(INQUIRY_LIMITS.answerMax)}</span>
        </div>
        <textarea
          id={fieldId}
          className={forms.textarea}
          rows={8}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          disabled={sending}
          data-testid="inquiry-answer-body"
        />
        {error && <p id={`${fieldId}-error`} className={forms.error} role="alert">{error}</p>}
      </div>
      <div className={forms.row}>
        <label className={forms.check}>
          <input type="checkbox" checked={close} onChange={(event) => setClose(event.target.checked)} disabled={sending} data-testid="inquiry-answer-close" />
          답변 후 종료
        </label>
        <span className={forms.grow} />
        <Button type="submit" loading={sending} disabled={sending} data-testid="inquiry-answer-submit">답변 등록</Button>
      </div>
    </form>
  );
}
