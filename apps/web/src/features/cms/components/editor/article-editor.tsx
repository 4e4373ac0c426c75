'use client';

import { useQueryClient } from '@/lib/query';
import { useEditor } from '@tiptap/react';
import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ARTICLE_DESCRIPTION_MAX, ARTICLE_TITLE_MAX, formatSeoulDateTime, type AdminArticleDetailDto, type AdminCategoryDto,
  type AdminSeriesDto, type AdminWriterDto, type ArticleRevisionSummaryDto,
} from '@spi/core';
import { Button, showSnackbar, showSystemConfirm } from '@/components/ui';
import {
  changeStatus, createArticle, deleteArticle, fetchArticle, previewUnsaved, restoreRevision, scheduleArticle, updateArticle,
  type StatusAction,
} from '../../api/articles-api';
import { cmsKeys } from '../../api/cms-keys';
import { useUnsavedGuard } from '../../hooks/use-unsaved-guard';
import {
  EMPTY_FIELDS, FIELD_ORDER, fieldsFromDetail, fieldsSignature, validateArticle, type ArticleFields,
} from '../../lib/article-form';
import { estimateReadMinutes, fromEditorHtml, hasPaywallMarker, toEditorHtml } from '../../lib/editor-html';
import { apiFieldErrors, errorMessage, isEditConflict, type FieldErrors } from '../../lib/field-errors';
import { RequiredMark } from '../required-mark';
import { StatusBadge } from '../status-badge';
import forms from '../forms.module.css';
import { ArticleSideFields } from './article-side-fields';
import { articleExtensions } from './extensions';
import { PreviewDialog, type PreviewState } from './preview-dialog';
import { RevisionDialog, revisionNote } from './revision-dialog';
import { RichTextEditor } from './rich-text-editor';
import { ScheduleDialog } from './schedule-dialog';
import styles from './article-editor.module.css';

type Busy = null | 'save' | StatusAction | 'schedule' | 'delete' | 'restore' | 'reload';

const toast = (type: 'Success' | 'Warning' | 'Danger' | 'Info', message: string) => showSnackbar({ type, message, position: 'bottom-center' });

const STATUS_DONE: Record<StatusAction, string> = {
  publish: '기사를 발행했습니다.',
  unpublish: '발행을 취소했습니다. 기사는 임시저장 상태가 됩니다.',
  archive: '기사를 보관했습니다.',
};

function focusField(name: string): void {
  const element = document.getElementById(`field-${name}`) ?? document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  element?.focus({ preventScroll: false });
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

export interface ArticleEditorProps {
  initial: AdminArticleDetailDto | null;
  categories: AdminCategoryDto[];
  seriesList: AdminSeriesDto[];
  writers: AdminWriterDto[];
  isAdmin: boolean;
}

/** The article editor: fields, the rich-text body, saving with optimistic concurrency, status actions. */
export function ArticleEditor({ initial, categories, seriesList, writers, isAdmin }: ArticleEditorProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [detail, setDetail] = useState<AdminArticleDetailDto | null>(initial);
  const [fields, setFields] = useState<ArticleFields>(() => (initial ? fieldsFromDetail(initial) : EMPTY_FIELDS));
  const [baseline, setBaseline] = useState<{ fields: string; html: string | null }>(() => ({ fields: fieldsSignature(initial ? fieldsFromDetail(initial) : EMPTY_FIELDS), html: null }));
  const [bodyHtml, setBodyHtml] = useState<string | null>(null);
  const [bodyText, setBodyText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(initial?.updatedAt ?? null);

  const editor = useEditor({
    extensions: articleExtensions(),
    content: initial ? toEditorHtml(initial.html) : '',
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { id: 'field-html', role: 'textbox', 'aria-multiline': 'true', 'aria-label': '본문', spellcheck: 'false' },
    },
    onCreate: ({ editor: created }) => {
      const html = created.getHTML();
      setBodyHtml(html);
      setBodyText(created.getText());
      setBaseline((b) => ({ ...b, html }));
    },
    onUpdate: ({ editor: updated }) => {
      setBodyHtml(updated.getHTML());
      setBodyText(updated.getText());
      setErrors((e) => (e.html ? { ...e, html: '' } : e));
    },
  });

  const dirty = bodyHtml !== null && (fieldsSignature(fields) !== baseline.fields || bodyHtml !== baseline.html);
  useUnsavedGuard(dirty);

  const setField = useCallback(<K extends keyof ArticleFields>(key: K, value: ArticleFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    const errorKey = key === 'thumbnail' ? 'thumbnailMediaId' : key === 'voice' ? 'voiceMediaId' : key;
    setErrors((e) => (e[errorKey] ? { ...e, [errorKey]: '' } : e));
  }, []);

  /** Replaces what the editor shows with a saved version (restore, reload after a conflict). */
  const showSaved = useCallback((saved: AdminArticleDetailDto) => {
    const next = fieldsFromDetail(saved);
    setDetail(saved);
    setFields(next);
    setErrors({});
    setSavedAt(saved.updatedAt);
    if (editor) {
      editor.commands.setContent(toEditorHtml(saved.html), { emitUpdate: false });
      const html = editor.getHTML();
      setBodyHtml(html);
      setBodyText(editor.getText());
      setBaseline({ fields: fieldsSignature(next), html });
    }
    queryClient.setQueryData(cmsKeys.article(saved.articleId), saved);
  }, [editor, queryClient]);

  const invalid = (found: FieldErrors, message = '입력값을 확인해 주세요.') => {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]) ?? Object.keys(found)[0];
    if (first) focusField(first);
    toast('Warning', message);
  };

  const body = () => {
    if (!editor) return null;
    const result = validateArticle(fields, fromEditorHtml(editor.getHTML()), editor.getJSON());
    if (!result.ok) {
      invalid(result.errors);
      return null;
    }
    return result.body;
  };

  const failed = (error: unknown) => {
    const found = apiFieldErrors(error);
    if (found) {
      invalid(found, '서버가 입력값을 받아들이지 않았습니다. 표시된 항목을 확인해 주세요.');
      return;
    }
    if (isEditConflict(error) && detail) {
      setConflict(error.message);
      return;
    }
    toast('Danger', errorMessage(error));
  };

  /** Saves (creates or updates with baseUpdatedAt); resolves the saved detail, or null on failure. */
  const persist = async (baseUpdatedAt?: string): Promise<AdminArticleDetailDto | null> => {
    const payload = body();
    if (!payload || !editor) return null;
    const submitted = { fields: fieldsSignature(fields), html: editor.getHTML() };
    try {
      const saved = detail
        ? await updateArticle(detail.articleId, payload, baseUpdatedAt ?? detail.updatedAt)
        : await createArticle(payload);
      setDetail(saved);
      setBaseline(submitted);
      setSavedAt(saved.updatedAt);
      setConflict(null);
      setErrors({});
      queryClient.setQueryData(cmsKeys.article(saved.articleId), saved);
      void queryClient.invalidateQueries({ queryKey: cmsKeys.articles(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: cmsKeys.tags(), refetchType: 'none' });
      return saved;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  /** After the first save of a new article the address becomes the article's own. */
  const adopt = (saved: AdminArticleDetailDto) => {
    if (!initial) router.replace(`/admin/articles/${saved.articleId}`, { scroll: false });
  };

  const save = async () => {
    if (busy) return;
    setBusy('save');
    try {
      const saved = await persist();
      if (saved) {
        toast('Success', saved.status === 'PUBLISHED' ? '저장했습니다. 발행된 기사에 바로 반영됩니다.' : '임시저장했습니다.');
        adopt(saved);
      }
    } finally {
      setBusy(null);
    }
  };

  /** The saved article to act on: saving first when there are unsaved changes or it is new. */
  const savedForAction = async (): Promise<AdminArticleDetailDto | null> => (!detail || dirty ? persist() : detail);

  const runStatus = async (action: StatusAction) => {
    const texts: Record<StatusAction, { title: string; message: string; submit: string }> = {
      publish: { title: '지금 발행할까요?', message: dirty || !detail ? '변경 사항을 저장한 뒤 바로 독자에게 공개합니다.' : '독자에게 바로 공개합니다. 홈과 목록이 곧 새로 고쳐집니다.', submit: '발행' },
      unpublish: { title: '발행을 취소할까요?', message: '독자 화면에서 내려가고 임시저장 상태가 됩니다. 예약도 취소됩니다.', submit: '발행 취소' },
      archive: { title: '보관할까요?', message: '독자 화면에서 내려가고 보관 상태가 됩니다. 나중에 다시 발행할 수 있습니다.', submit: '보관' },
    };
    const text = texts[action];
    if (!(await showSystemConfirm({ title: text.title, message: text.message, submitLabel: text.submit, closeLabel: '취소', submitColor: action === 'publish' ? 'primary' : 'danger' }))) return;
    setBusy(action);
    try {
      const saved = await savedForAction();
      if (!saved) return;
      try {
        const changed = await changeStatus(saved.articleId, action);
        setDetail(changed);
        setSavedAt(changed.updatedAt);
        queryClient.setQueryData(cmsKeys.article(changed.articleId), changed);
        void queryClient.invalidateQueries({ queryKey: cmsKeys.articles(), refetchType: 'none' });
        toast('Success', STATUS_DONE[action]);
        adopt(changed);
      } catch (error) {
        failed(error);
        adopt(saved);
      }
    } finally {
      setBusy(null);
    }
  };

  const schedule = async (seoulLocal: string) => {
    setScheduleError(null);
    setBusy('schedule');
    try {
      const saved = await savedForAction();
      if (!saved) {
        setScheduleOpen(false);
        return;
      }
      try {
        const scheduled = await scheduleArticle(saved.articleId, seoulLocal);
        setDetail(scheduled);
        setSavedAt(scheduled.updatedAt);
        queryClient.setQueryData(cmsKeys.article(scheduled.articleId), scheduled);
        void queryClient.invalidateQueries({ queryKey: cmsKeys.articles(), refetchType: 'none' });
        setScheduleOpen(false);
        toast('Success', `${scheduled.scheduledAt ? formatSeoulDateTime(scheduled.scheduledAt) : ''}에 발행하도록 예약했습니다.`);
        adopt(scheduled);
      } catch (error) {
        const found = apiFieldErrors(error);
        setScheduleError(found?.scheduledAt || (found && Object.values(found)[0]) || errorMessage(error));
        adopt(saved);
      }
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!detail) return;
    const confirmed = await showSystemConfirm({
      title: '기사를 삭제할까요?',
      message: `'${detail.title}' 기사와 모든 버전 기록을 삭제합니다. 되돌릴 수 없습니다.`,
      submitLabel: '삭제',
      closeLabel: '취소',
      submitColor: 'danger',
    });
    if (!confirmed) return;
    setBusy('delete');
    try {
      await deleteArticle(detail.articleId);
      setBaseline({ fields: fieldsSignature(fields), html: bodyHtml });
      queryClient.removeQueries({ queryKey: cmsKeys.article(detail.articleId) });
      void queryClient.invalidateQueries({ queryKey: cmsKeys.articles() });
      toast('Success', '기사를 삭제했습니다.');
      router.push('/admin');
    } catch (error) {
      toast('Danger', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const restore = async (revision: ArticleRevisionSummaryDto): Promise<boolean> => {
    if (!detail) return false;
    const confirmed = await showSystemConfirm({
      title: '이 버전으로 복원할까요?',
      message: `${formatSeoulDateTime(revision.createdAt)} ${revisionNote(revision.note)} 버전으로 되돌리고 새 버전으로 기록합니다.${dirty ? ' 저장하지 않은 변경 사항은 사라집니다.' : ''}${detail.status === 'PUBLISHED' ? ' 발행된 기사에 바로 반영됩니다.' : ''}`,
      submitLabel: '복원',
      closeLabel: '취소',
    });
    if (!confirmed) return false;
    setBusy('restore');
    try {
      const restored = await restoreRevision(detail.articleId, revision.revisionId);
      showSaved(restored);
      setConflict(null);
      void queryClient.invalidateQueries({ queryKey: cmsKeys.revisions(detail.articleId) });
      toast('Success', '선택한 버전으로 복원했습니다.');
      return true;
    } catch (error) {
      toast('Danger', errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const reloadLatest = async () => {
    if (!detail) return;
    if (!(await showSystemConfirm({ title: '최신 내용을 불러올까요?', message: '다른 사람이 저장한 내용으로 바꿉니다. 지금 화면의 변경 사항은 사라집니다.', submitLabel: '불러오기', closeLabel: '취소', submitColor: 'danger' }))) return;
    setBusy('reload');
    try {
      showSaved(await fetchArticle(detail.articleId));
      setConflict(null);
    } catch (error) {
      toast('Danger', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const overwrite = async () => {
    if (!detail) return;
    if (!(await showSystemConfirm({ title: '내 내용으로 덮어쓸까요?', message: '다른 사람이 저장한 변경 사항 위에 지금 화면의 내용을 저장합니다. 그 사람의 변경은 버전 기록에 남습니다.', submitLabel: '덮어쓰기', closeLabel: '취소', submitColor: 'danger' }))) return;
    setBusy('save');
    try {
      const latest = await fetchArticle(detail.articleId);
      const saved = await persist(latest.updatedAt);
      if (saved) toast('Success', '저장했습니다.');
    } catch (error) {
      toast('Danger', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const openPreview = async () => {
    const payload = body();
    if (!payload) return;
    setPreview({ status: 'loading' });
    try {
      setPreview({ status: 'ready', preview: await previewUnsaved(payload) });
    } catch (error) {
      setPreview({ status: 'error', message: errorMessage(error, '미리보기를 만들지 못했습니다.') });
    }
  };

  // Ctrl+S / Cmd+S saves.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const status = detail?.status ?? 'DRAFT';
  const readMinutes = useMemo(() => estimateReadMinutes(bodyText), [bodyText]);
  const markerInBody = bodyHtml ? hasPaywallMarker(bodyHtml) : false;
  const working = busy !== null;
  const saveLabel = status === 'PUBLISHED' ? '저장' : '임시저장';

  return (
    <div className={styles.page} data-testid="article-editor">
      <div className={styles.topbar}>
        <div className={styles.topLeft}>
          <Link href="/admin" className={styles.back}>← 기사 목록</Link>
          <StatusBadge status={status} />
          <span className={styles.saveState} aria-live="polite" data-testid="save-state">
            {dirty ? '저장하지 않은 변경 사항' : savedAt ? `저장됨 · ${formatSeoulDateTime(savedAt)}` : '새 기사'}
          </span>
        </div>
        <div className={styles.topActions}>
          <Button variant="ghost" onClick={() => void openPreview()} disabled={working || !editor}>미리보기</Button>
          <Button variant="secondary" onClick={() => void save()} loading={busy === 'save'} disabled={working || !editor} data-testid="save-article">{saveLabel}</Button>
          {status !== 'PUBLISHED' && (
            <Button onClick={() => void runStatus('publish')} loading={busy === 'publish'} disabled={working || !editor}>{status === 'SCHEDULED' ? '지금 발행' : '발행'}</Button>
          )}
        </div>
      </div>

      {conflict && (
        <div className={forms.alert} role="alert" data-testid="conflict-alert">
          <p>{conflict}</p>
          <div className={forms.row}>
            <Button size="sm" variant="secondary" onClick={() => void reloadLatest()} loading={busy === 'reload'}>최신 내용 불러오기</Button>
            <Button size="sm" variant="ghost" onClick={() => void overwrite()}>내 내용으로 덮어쓰기</Button>
          </div>
        </div>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={forms.field}>
            <div className={forms.labelRow}>
              <label htmlFor="field-title" className={forms.label}>제목<RequiredMark /></label>
              <span className={forms.counter}>{fields.title.length}/{ARTICLE_TITLE_MAX}</span>
            </div>
            <textarea
              id="field-title"
              className={styles.titleInput}
              rows={2}
              value={fields.title}
              maxLength={ARTICLE_TITLE_MAX + 20}
              placeholder="제목을 입력하세요"
              aria-required="true"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'error-title' : undefined}
              onChange={(event) => setField('title', event.target.value.replace(/\n/g, ' '))}
            />
            {errors.title && <p id="error-title" className={forms.error} role="alert">{errors.title}</p>}
          </div>
          <div className={forms.field}>
            <div className={forms.labelRow}>
              <label htmlFor="field-description" className={forms.label}>요약</label>
              <span className={forms.counter}>{fields.description.length}/{ARTICLE_DESCRIPTION_MAX}</span>
            </div>
            <textarea
              id="field-description"
              className={forms.textarea}
              rows={2}
              value={fields.description}
              placeholder="목록과 검색 결과, 공유 카드에 보이는 한두 문장"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'error-description' : undefined}
              onChange={(event) => setField('description', event.target.value)}
            />
            {errors.description && <p id="error-description" className={forms.error} role="alert">{errors.description}</p>}
          </div>
          <div className={forms.field}>
            <div className={forms.labelRow}>
              <span className={forms.label} id="label-html">본문<RequiredMark /></span>
              <span className={forms.counter} data-testid="read-time">약 {readMinutes}분 분량</span>
            </div>
            {editor ? (
              <RichTextEditor editor={editor} invalid={Boolean(errors.html)} errorId={errors.html ? 'error-html' : undefined} />
            ) : (
              <div className={forms.skeleton} style={{ height: 420 }} aria-busy="true" aria-label="편집기를 불러오는 중" />
            )}
            {errors.html && <p id="error-html" className={forms.error} role="alert">{errors.html}</p>}
            {fields.isMemberOnly && !markerInBody && (
              <p className={forms.hint}>멤버 전용 기사에 &lsquo;유료 구간 시작&rsquo; 표시가 없으면 저장할 때 앞의 두 블록 뒤에 자동으로 들어갑니다.</p>
            )}
          </div>
        </div>

        <aside className={styles.side} aria-label="기사 설정">
          <section className={forms.card} aria-labelledby="publish-card-title">
            <h2 id="publish-card-title" className={forms.cardTitle}>발행</h2>
            <dl className={styles.facts}>
              <div><dt>상태</dt><dd><StatusBadge status={status} /></dd></div>
              {detail?.publishedAt && <div><dt>발행 시각</dt><dd className="tabular">{formatSeoulDateTime(detail.publishedAt)}</dd></div>}
              {status === 'SCHEDULED' && detail?.scheduledAt && <div><dt>예약 시각</dt><dd className="tabular" data-testid="scheduled-at">{formatSeoulDateTime(detail.scheduledAt)}</dd></div>}
              <div><dt>읽는 시간</dt><dd>약 {readMinutes}분</dd></div>
              {detail && <div><dt>유료 구간</dt><dd>{detail.paywall.applies ? `공개 ${detail.paywall.leadBlockCount}블록 · 멤버 전용 ${detail.paywall.hiddenBlockCount}블록` : '없음 (전체 공개)'}</dd></div>}
            </dl>
            {detail && status === 'PUBLISHED' && (
              <p className={styles.readerLink}><a href={detail.readerPath} target="_blank" rel="noreferrer">독자 화면에서 보기 ↗</a></p>
            )}
            <div className={styles.sideActions}>
              {status !== 'PUBLISHED' && (
                <Button variant="secondary" fullWidth onClick={() => { setScheduleError(null); setScheduleOpen(true); }} disabled={working || !editor} data-testid="open-schedule">
                  {status === 'SCHEDULED' ? '예약 시각 변경' : '예약 발행'}
                </Button>
              )}
              {detail && (status === 'PUBLISHED' || status === 'SCHEDULED') && (
                <Button variant="secondary" fullWidth onClick={() => void runStatus('unpublish')} loading={busy === 'unpublish'} disabled={working}>
                  {status === 'SCHEDULED' ? '예약 취소' : '발행 취소'}
                </Button>
              )}
              {detail && status !== 'ARCHIVED' && (
                <Button variant="ghost" fullWidth onClick={() => void runStatus('archive')} loading={busy === 'archive'} disabled={working}>보관</Button>
              )}
              {detail && isAdmin && (
                <Button variant="danger" fullWidth onClick={() => void remove()} loading={busy === 'delete'} disabled={working}>삭제</Button>
              )}
            </div>
            {detail && (
              <div className={styles.revisionRow}>
                <span className={forms.subtle}>버전 {detail.revisionCount}개</span>
                <button type="button" className={forms.linkButton} onClick={() => setRevisionsOpen(true)} data-testid="open-revisions">버전 기록</button>
              </div>
            )}
          </section>

          <ArticleSideFields
            fields={fields}
            errors={errors}
            setField={setField}
            categories={categories}
            seriesList={seriesList}
            writers={writers}
          />
        </aside>
      </div>

      <PreviewDialog state={preview} onClose={() => setPreview(null)} onRetry={() => void openPreview()} />
      {scheduleOpen && (
        <ScheduleDialog
          open
          initial={detail?.scheduledAt ?? null}
          onClose={() => setScheduleOpen(false)}
          onSubmit={schedule}
          serverError={scheduleError}
        />
      )}
      {detail && <RevisionDialog open={revisionsOpen} articleId={detail.articleId} onClose={() => setRevisionsOpen(false)} onRestore={restore} />}
    </div>
  );
}
