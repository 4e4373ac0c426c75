'use client';

import { useQueryClient } from '@/lib/query';
import { NOTICE_LIMITS, NOTICE_TEXTS } from '@spi/core/operations/model';
import { useId, useState } from 'react';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDateTime } from '@/lib/seoul-time';
import forms from '../forms.module.css';
import market from '../market/market-admin.module.css';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import {
  emptyNoticeForm, formToInput, noticeToForm, NOTICE_STATE_LABELS, NOTICE_STATE_TONES,
  type AdminNotice, type NoticeFormErrors, type NoticeFormValues,
} from './notice-form-model';
import { createNotice, deleteNotice, noticesAdminKeys, updateNotice, useAdminNotices } from './notices-admin-api';
import styles from './notices.module.css';

/** What the home page's modal will show (the same parts; the real modal lives in the notices feature). */
export function NoticePreview({ values }: { values: NoticeFormValues }) {
  const external = /^https:\/\//.test(values.linkUrl.trim());
  return (
    <div className={styles.preview} data-testid="notice-preview" aria-label="공지 미리보기">
      <p className={styles.previewTitle}>{values.title.trim() || '제목'}</p>
      {values.imageUrl && (
        // A plain img: any media library image, shown as the modal shows it.
        <img className={styles.previewImage} src={values.imageUrl} alt={values.imageAlt} />
      )}
      {values.body.trim() && <p className={styles.previewBody}>{values.body}</p>}
      {values.linkUrl.trim() && <span className={styles.previewLink}>{values.linkLabel.trim() || NOTICE_TEXTS.more}{external ? ' ↗' : ''}</span>}
      <div className={styles.previewActions}>
        <span>{NOTICE_TEXTS.hideToday}</span>
        <span>{NOTICE_TEXTS.close}</span>
      </div>
    </div>
  );
}

function NoticeEditor({ notice, onDone }: { notice: AdminNotice | null; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<NoticeFormValues>(() => (notice ? noticeToForm(notice) : emptyNoticeForm()));
  const [errors, setErrors] = useState<NoticeFormErrors & { form?: string }>({});
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = formToInput(values);
    if (!result.input) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (notice) await updateNotice(notice.id, result.input);
      else await createNotice(result.input);
      await queryClient.invalidateQueries({ queryKey: noticesAdminKeys.list() });
      showSnackbar({ message: notice ? '공지를 수정했습니다.' : '공지를 등록했습니다.' });
      onDone();
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.message : '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <section className={styles.editor} aria-labelledby={field('heading')}>
      <h2 id={field('heading')} className={styles.editorTitle}>{notice ? '공지 수정' : '새 공지'}</h2>
      <div className={styles.editorGrid}>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="notice-form">
          <div className={forms.field}>
            <label className={forms.label} htmlFor={field('title')}>제목</label>
            <input id={field('title')} className={forms.input} value={values.title} maxLength={NOTICE_LIMITS.titleMax} aria-invalid={Boolean(errors.title)} onChange={(e) => set('title', e.target.value)} />
            {errors.title && <p className={forms.error}>{errors.title}</p>}
          </div>
          <div className={forms.field}>
            <label className={forms.label} htmlFor={field('body')}>내용</label>
            <textarea id={field('body')} className={forms.textarea} value={values.body} maxLength={NOTICE_LIMITS.bodyMax} aria-invalid={Boolean(errors.content)} onChange={(e) => set('body', e.target.value)} />
            <p className={forms.hint}>줄바꿈은 그대로 보입니다. 내용 또는 이미지 중 하나는 있어야 합니다.</p>
            {errors.content && <p className={forms.error}>{errors.content}</p>}
          </div>
          <div className={forms.field}>
            <span className={forms.label}>이미지</span>
            <div className={forms.row}>
              <Button type="button" variant="secondary" size="sm" onClick={() => setPicking(true)}>{values.imageMediaId ? '이미지 바꾸기' : '미디어 라이브러리에서 고르기'}</Button>
              {values.imageMediaId && <Button type="button" variant="secondary" size="sm" onClick={() => setValues((v) => ({ ...v, imageMediaId: null, imageUrl: null, imageAlt: '' }))}>이미지 빼기</Button>}
            </div>
          </div>
          {values.imageMediaId && (
            <div className={forms.field}>
              <label className={forms.label} htmlFor={field('alt')}>이미지 설명 (대체 텍스트)</label>
              <input id={field('alt')} className={forms.input} value={values.imageAlt} maxLength={200} onChange={(e) => set('imageAlt', e.target.value)} />
            </div>
          )}
          <div className={styles.pair}>
            <div className={forms.field}>
              <label className={forms.label} htmlFor={field('link')}>링크</label>
              <input id={field('link')} className={forms.input} value={values.linkUrl} placeholder="/reitsfocus 또는 https://…" maxLength={NOTICE_LIMITS.urlMax} onChange={(e) => set('linkUrl', e.target.value)} />
            </div>
            <div className={forms.field}>
              <label className={forms.label} htmlFor={field('linkLabel')}>링크 문구</label>
              <input id={field('linkLabel')} className={forms.input} value={values.linkLabel} placeholder={NOTICE_TEXTS.more} maxLength={NOTICE_LIMITS.linkLabelMax} onChange={(e) => set('linkLabel', e.target.value)} />
            </div>
          </div>
          <div className={styles.pair}>
            <div className={forms.field}>
              <label className={forms.label} htmlFor={field('starts')}>시작 (서울 시각)</label>
              <input id={field('starts')} type="datetime-local" className={forms.input} value={values.startsLocal} aria-invalid={Boolean(errors.startsLocal)} onChange={(e) => set('startsLocal', e.target.value)} />
              {errors.startsLocal && <p className={forms.error}>{errors.startsLocal}</p>}
            </div>
            <div className={forms.field}>
              <label className={forms.label} htmlFor={field('ends')}>종료 (서울 시각)</label>
              <input id={field('ends')} type="datetime-local" className={forms.input} value={values.endsLocal} aria-invalid={Boolean(errors.endsLocal)} onChange={(e) => set('endsLocal', e.target.value)} />
              {errors.endsLocal && <p className={forms.error}>{errors.endsLocal}</p>}
            </div>
          </div>
          {errors.form && <p role="alert" className={forms.error}>{errors.form}</p>}
          <div className={forms.row}>
            <Button type="submit" disabled={saving}>{notice ? '수정 저장' : '등록'}</Button>
            <Button type="button" variant="secondary" disabled={saving} onClick={onDone}>취소</Button>
          </div>
        </form>
        <div>
          <p className={forms.label}>미리보기</p>
          <NoticePreview values={values} />
        </div>
      </div>
      <MediaPickerDialog
        open={picking}
        kind="IMAGE"
        title="공지 이미지 고르기"
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setValues((v) => ({ ...v, imageMediaId: item.mediaId, imageUrl: item.url, imageAlt: v.imageAlt || item.alt }));
          setPicking(false);
        }}
      />
    </section>
  );
}

/** /admin/notices: every main-home notice with its state (예약/노출 중/종료), the editor with a preview, delete. */
export function NoticesScreen() {
  const list = useAdminNotices();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);

  const remove = async (notice: AdminNotice) => {
    const confirmed = await showSystemConfirm({
      title: '공지를 삭제할까요?',
      message: `'${notice.title}' 공지를 삭제합니다. 되돌릴 수 없습니다.`,
      submitLabel: '삭제',
      closeLabel: '취소',
      submitColor: 'danger',
      onSubmit: async () => {
        await deleteNotice(notice.id);
        await queryClient.invalidateQueries({ queryKey: noticesAdminKeys.list() });
      },
    });
    if (confirmed) showSnackbar({ message: '공지를 삭제했습니다.' });
  };

  const items = list.data?.items ?? [];
  return (
    <div className={styles.screen}>
      <CmsPageHeader
        title="공지 팝업"
        description="메인 홈에 뜨는 공지를 예약합니다. 시작 시각부터 종료 시각 전까지 노출되며, 여러 개면 최근 시작한 순서로 넘겨 봅니다."
        actions={editing === null ? <Button onClick={() => setEditing('new')}>새 공지</Button> : undefined}
      />
      {editing !== null && <NoticeEditor key={editing === 'new' ? 'new' : editing.id} notice={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      {list.isPending ? (
        <p className={forms.muted} aria-busy="true">불러오는 중…</p>
      ) : list.isError ? (
        <div role="alert" className={styles.state}>
          <p>공지 목록을 불러오지 못했습니다.</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>다시 시도</Button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.state}>아직 등록한 공지가 없습니다.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-notice-table">
            <thead>
              <tr><th scope="col">제목</th><th scope="col">상태</th><th scope="col">기간</th><th scope="col"><span className="visually-hidden">관리</span></th></tr>
            </thead>
            <tbody>
              {items.map((notice) => (
                <tr key={notice.id} data-testid="admin-notice-row">
                  <td className={styles.titleCell}>{notice.title}</td>
                  <td><span className={market.pill} data-tone={NOTICE_STATE_TONES[notice.state]}>{NOTICE_STATE_LABELS[notice.state]}</span></td>
                  <td className="tabular">{formatSeoulDateTime(notice.startsAt)} ~ {formatSeoulDateTime(notice.endsAt)}</td>
                  <td>
                    <div className={forms.row}>
                      <Button variant="secondary" size="sm" onClick={() => setEditing(notice)} aria-label={`${notice.title} 수정`}>수정</Button>
                      <Button variant="secondary" size="sm" onClick={() => void remove(notice)} aria-label={`${notice.title} 삭제`}>삭제</Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
