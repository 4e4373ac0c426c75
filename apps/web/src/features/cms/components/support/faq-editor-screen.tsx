'use client';

import { useQueryClient } from '@/lib/query';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FAQ_LIMITS, type FaqCategory, formatLocaleNumber, compareKorean } from '@spi/core';
import { faqInputSchema, type Faq } from '@spi/core/contracts/support';
import { EmptyState, ErrorState } from '@/components/content/states';
import { Button, Select, showSnackbar, showSystemConfirm } from '@/components/ui';
import { errorMessage, apiFieldErrors, issuesToFieldErrors, type FieldErrors } from '../../lib/field-errors';
import { formatDateTime } from '../billing/billing-format';
import { StatusPill } from '../billing/list-parts';
import { CmsPageHeader } from '../shell/cms-shell';
import { TableSkeleton } from '../taxonomy/table-skeleton';
import { createFaq, deleteFaq, supportAdminKeys, updateFaq, useAdminFaqs } from './support-admin-api';
import forms from '../forms.module.css';
import billing from '../billing/billing.module.css';
import styles from './support-admin.module.css';

interface Draft { category: FaqCategory | ''; question: string; answer: string; sortOrder: string; published: boolean }
const EMPTY_DRAFT: Draft = { category: '', question: '', answer: '', sortOrder: '0', published: true };

/** Entries of one category in the order the help centre shows them (sort order, then question). */
export function faqsOfCategory(items: readonly Faq[], category: FaqCategory): Faq[] {
  return items.filter((f) => f.category === category).sort((a, b) => a.sortOrder - b.sortOrder || compareKorean(a.question, b.question));
}

/**
 * /admin/support/faqs (자주 묻는 질문): every entry by category with its sort order and published flag;
 * 새 질문 and 수정 open the form above the list, 삭제 asks the system confirm. Saving expires the
 * public help centre (the API's `faqs` tag).
 */
export function FaqEditorScreen() {
  const queryClient = useQueryClient();
  const list = useAdminFaqs();
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: supportAdminKeys.faqs });

  const remove = async (faq: Faq) => {
    const ok = await showSystemConfirm({
      title: '이 질문을 삭제할까요?',
      message: `'${faq.question}' 항목이 고객센터에서 사라집니다. 삭제한 뒤에는 되돌릴 수 없습니다.`,
      submitLabel: '삭제',
      closeLabel: '취소',
      submitColor: 'danger',
    });
    if (!ok) return;
    setDeleting(faq.id);
    try {
      await deleteFaq(faq.id);
      showSnackbar({ type: 'Success', message: '질문을 삭제했습니다.', position: 'bottom-center' });
      if (editing !== 'new' && editing?.id === faq.id) setEditing(null);
    } catch (error) {
      showSnackbar({ type: 'Danger', message: errorMessage(error, '삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.'), position: 'bottom-center' });
    } finally {
      setDeleting(null);
      refresh();
    }
  };

  const items = list.data?.items;
  return (
    <>
      <CmsPageHeader
        title="자주 묻는 질문"
        description="고객센터(/support)에 보이는 질문과 답변을 관리합니다. 공개한 항목만 회원에게 보이며, 순서 숫자가 작을수록 위에 나옵니다."
        actions={<Button onClick={() => setEditing('new')} disabled={editing === 'new'} data-testid="faq-new">새 질문</Button>}
      />
      {editing && (
        <FaqForm
          key={editing === 'new' ? 'new' : editing.id}
          faq={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => { setEditing(null); refresh(); }}
        />
      )}
      {list.isError && !list.data ? (
        <ErrorState title="자주 묻는 질문을 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !items ? (
        <TableSkeleton rows={8} />
      ) : items.length === 0 ? (
        <EmptyState title="등록된 질문이 없습니다." description="'새 질문'으로 첫 질문을 등록해 보세요." />
      ) : (
        <div className={forms.stack} data-testid="faq-admin-list">
          {FAQ_CATEGORIES.map((category) => {
            const rows = faqsOfCategory(items, category);
            return (
              <section key={category} aria-labelledby={`faq-group-${category}`}>
                <h2 id={`faq-group-${category}`} className={styles.group}>{FAQ_CATEGORY_LABELS[category]} <span className={forms.subtle}>{rows.length}</span></h2>
                {rows.length === 0 ? <p className={forms.subtle}>이 분류에는 질문이 없습니다.</p> : (
                  <div className={clsx(forms.tableWrap, billing.cards)}>
                    <table className={clsx(forms.table, billing.table)}>
                      <thead>
                        <tr>
                          <th scope="col" className={forms.num}>순서</th>
                          <th scope="col">질문</th>
                          <th scope="col">공개</th>
                          <th scope="col">수정일</th>
                          <th scope="col"><span className="visually-hidden">관리</span></th>
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((faq) => (
                          <tr key={faq.id} data-testid={`faq-row-${faq.id}`}>
                            <td data-label="순서" className={forms.num}>{faq.sortOrder}</td>
                            <th scope="row">
                              <span className={styles.question}>{faq.question}</span>
                              <span className={styles.answerPreview}>{faq.answer}</span>
                            </th>
                            <td data-label="공개"><StatusPill tone={faq.published ? 'ok' : 'neutral'}>{faq.published ? '공개' : '비공개'}</StatusPill></td>
                            <td data-label="수정일" className={clsx(forms.nowrap, 'tabular')}>{formatDateTime(faq.updatedAt)}</td>
                            <td data-label="" className={billing.actionCell}>
                              <span className={styles.buttons}>
                                <Button size="sm" variant="secondary" onClick={() => setEditing(faq)} aria-label={`${faq.question} 수정`}>수정</Button>
                                <Button size="sm" variant="secondary" loading={deleting === faq.id} disabled={deleting !== null} onClick={() => void remove(faq)} aria-label={`${faq.question} 삭제`}>삭제</Button>
                              </span>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}

function FaqForm({ faq, onCancel, onSaved }: { faq: Faq | null; onCancel: () => void; onSaved: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(faq
    ? { category: faq.category, question: faq.question, answer: faq.answer, sortOrder: String(faq.sortOrder), published: faq.published }
    : EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const sort = /^\d{1,5}$/.test(draft.sortOrder.trim()) ? Number(draft.sortOrder.trim()) : Number.NaN;
    const parsed = faqInputSchema.safeParse({ ...draft, sortOrder: sort });
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      if (fieldErrors.sortOrder) fieldErrors.sortOrder = '순서는 0에서 10000 사이의 숫자로 입력해 주세요.';
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      if (faq) await updateFaq(faq.id, parsed.data);
      else await createFaq(parsed.data);
      showSnackbar({ type: 'Success', message: faq ? '질문을 수정했습니다.' : '질문을 등록했습니다.', position: 'bottom-center' });
      onSaved();
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setFormError(errorMessage(error, '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    } finally {
      setSaving(false);
    }
  };

  const errorProps = (field: string) => (errors[field]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
    : {});
  const errorText = (field: string) => errors[field] && <p id={`${id}-${field}-error`} className={forms.error} role="alert">{errors[field]}</p>;

  return (
    <form className={clsx(forms.card, forms.stack)} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`} data-testid="faq-form" style={{ marginBottom: 'var(--space-5)' }}>
      <h2 id={`${id}-title`} className={forms.cardTitle}>{faq ? '질문 수정' : '새 질문'}</h2>
      <div className={billing.twoCols}>
        <div className={forms.field}>
          <label htmlFor={`${id}-category`} className={forms.label}>분류</label>
          <Select id={`${id}-category`} value={draft.category} onChange={(event) => set('category', event.target.value as FaqCategory | '')} {...errorProps('category')} data-testid="faq-category">
            <option value="">분류를 선택해 주세요</option>
            {FAQ_CATEGORIES.map((c) => <option key={c} value={c}>{FAQ_CATEGORY_LABELS[c]}</option>)}
          </Select>
          {errorText('category')}
        </div>
        <div className={forms.field}>
          <label htmlFor={`${id}-sort`} className={forms.label}>순서</label>
          <input id={`${id}-sort`} className={forms.input} inputMode="numeric" value={draft.sortOrder} onChange={(event) => set('sortOrder', event.target.value)} {...errorProps('sortOrder')} data-testid="faq-sort" />
          {errorText('sortOrder')}
        </div>
      </div>
      <div className={forms.field}>
        <div className={forms.labelRow}>
          <label htmlFor={`${id}-question`} className={forms.label}>질문</label>
          <span className={forms.counter}>{draft.question.length}/{FAQ_LIMITS.questionMax}</span>
        </div>
        <input id={`${id}-question`} className={forms.input} value={draft.question} onChange={(event) => set('question', event.target.value)} {...errorProps('question')} data-testid="faq-question" />
        {errorText('question')}
      </div>
      <div className={forms.field}>
        <div className={forms.labelRow}>
          <label htmlFor={`${id}-answer`} className={forms.label}>답변</label>
          <span className={forms.counter}>{formatLocaleNumber(draft.answer.length)}/{formatLocaleNumber(FAQ_LIMITS.answerMax)}</span>
        </div>
        <textarea id={`${id}-answer`} className={forms.textarea} rows={6} value={draft.answer} onChange={(event) => set('answer', event.target.value)} {...errorProps('answer')} data-testid="faq-answer" />
        {errorText('answer')}
      </div>
      <label className={forms.check}>
        <input type="checkbox" checked={draft.published} onChange={(event) => set('published', event.target.checked)} data-testid="faq-published" />
        고객센터에 공개
      </label>
      {formError && <p className={forms.error} role="alert">{formError}</p>}
      <div className={forms.row}>
        <span className={forms.grow} />
        <Button variant="secondary" onClick={onCancel} disabled={saving}>취소</Button>
        <Button type="submit" loading={saving} disabled={saving} data-testid="faq-save">{faq ? '저장' : '등록'}</Button>
      </div>
    </form>
  );
}
