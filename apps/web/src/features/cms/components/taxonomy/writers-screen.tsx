'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { adminWriterInputSchema, type AdminWriterDto } from '@spi/core';
import { Button } from '@/components/ui';
import { EmptyState, ErrorState } from '@/components/content/states';
import { cmsKeys } from '../../api/cms-keys';
import { createWriter, deleteWriter, updateWriter, useWriters } from '../../api/taxonomy-api';
import { errorMessage } from '../../lib/field-errors';
import { EntityFormDialog, RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import { Chip } from '../status-badge';
import forms from '../forms.module.css';
import { AvatarField, type AvatarValue } from './avatar-field';
import { TableSkeleton } from './table-skeleton';
import { TextField } from './text-field';
import { confirmDelete, useEntityForm } from './use-entity-form';
import styles from './taxonomy.module.css';

type Draft = { name: string; slug: string; title: string; bio: string; avatar: AvatarValue | null };
type Editing = { writer: AdminWriterDto | null; draft: Draft };

/** /admin/writers: writer profiles (name, title, bio, photo) with create, edit and delete. */
export function WritersScreen() {
  const queryClient = useQueryClient();
  const list = useWriters();
  const [editing, setEditing] = useState<Editing | null>(null);
  const form = useEntityForm(adminWriterInputSchema, cmsKeys.writers());

  const open = (writer: AdminWriterDto | null) => {
    form.reset();
    setEditing({
      writer,
      draft: {
        name: writer?.name ?? '',
        slug: writer?.slug ?? '',
        title: writer?.title ?? '',
        bio: writer?.bio ?? '',
        avatar: writer?.avatarMediaId && writer.avatar ? { mediaId: writer.avatarMediaId, url: writer.avatar } : null,
      },
    });
  };
  const setDraft = (patch: Partial<Draft>) => {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
    for (const key of Object.keys(patch)) form.clearField(key === 'avatar' ? 'avatarMediaId' : key);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const { draft } = editing;
    const raw = { name: draft.name, slug: draft.slug.trim() || undefined, title: draft.title, bio: draft.bio, avatarMediaId: draft.avatar?.mediaId ?? null };
    const target = editing.writer;
    const ok = target
      ? await form.submit(raw, (input) => updateWriter(target.writerId, input), '필자 정보를 수정했습니다.')
      : await form.submit(raw, createWriter, '필자를 추가했습니다.');
    if (ok) setEditing(null);
  };
  const remove = (writer: AdminWriterDto) => confirmDelete({
    title: '필자를 삭제할까요?',
    message: `'${writer.name}' 필자를 삭제합니다. 이 필자의 기사가 있으면 삭제할 수 없습니다.`,
    remove: () => deleteWriter(writer.writerId),
    invalidate: () => queryClient.invalidateQueries({ queryKey: cmsKeys.writers() }),
    done: '필자를 삭제했습니다.',
  });

  const rows = list.data ?? [];
  return (
    <>
      <CmsPageHeader title="필자" description="기사에 표시되는 필자 프로필입니다. 필자 페이지(/article/writer/…)에 소개와 사진이 보입니다." actions={<Button onClick={() => open(null)}>새 필자</Button>} />
      {list.isError && !list.data ? (
        <ErrorState title="필자를 불러오지 못했습니다." description={errorMessage(list.error)} retry={<button type="button" onClick={() => void list.refetch()}>다시 시도</button>} />
      ) : !list.data ? (
        <TableSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState title="필자가 없습니다." description="기사를 쓰려면 먼저 필자를 추가하세요." actions={<button type="button" onClick={() => open(null)}>새 필자</button>} />
      ) : (
        <div className={forms.tableWrap}>
          <table className={forms.table} data-testid="writer-table">
            <thead><tr><th scope="col">필자</th><th scope="col">슬러그</th><th scope="col">소개</th><th scope="col" className={forms.num}>기사</th><th scope="col"><span className="visually-hidden">관리</span></th></tr></thead>
            <tbody>
              {rows.map((writer) => (
                <tr key={writer.writerId}>
                  <th scope="row">
                    <span className={styles.writerCell}>
                      {writer.avatar ? <img className={styles.avatar} src={writer.avatar} alt="" width={40} height={40} loading="lazy" /> : <span className={styles.avatarEmpty} aria-hidden="true">{writer.name.slice(0, 1)}</span>}
                      <span>
                        <span className={styles.writerName}>{writer.name}</span>
                        {writer.isSample && <span className={styles.sample}><Chip>샘플</Chip></span>}
                        <span className={clsx(forms.subtle)} style={{ display: 'block' }}>{writer.title || '직함 없음'}</span>
                      </span>
                    </span>
                  </th>
                  <td className={forms.muted}>{writer.slug}</td>
                  <td className={styles.description}>{writer.bio ? `${writer.bio.slice(0, 80)}${writer.bio.length > 80 ? '…' : ''}` : '—'}</td>
                  <td className={forms.num}>{writer.articleCount.toLocaleString('ko-KR')}</td>
                  <RowActions className={styles.actions} name={writer.name} onEdit={() => open(writer)} onDelete={() => void remove(writer)} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EntityFormDialog open={editing !== null} size="md" title={editing?.writer ? '필자 수정' : '새 필자'} formId="writer-form" pending={form.pending} formError={form.formError} onClose={() => setEditing(null)} onSubmit={submit}>
        {editing && (
          <>
            <TextField label="이름" required autoFocus value={editing.draft.name} maxLength={40} onChange={(name) => setDraft({ name })} error={form.errors.name} />
            <TextField label="직함" value={editing.draft.title} maxLength={60} onChange={(title) => setDraft({ title })} error={form.errors.title} hint="이름 아래에 보입니다. 예: 수석 연구원, SPI 리서치" />
            <TextField label="슬러그" value={editing.draft.slug} onChange={(slug) => setDraft({ slug })} error={form.errors.slug} hint="필자 페이지 주소에 쓰입니다. 비워 두면 이름으로 만듭니다." />
            <TextField label="소개" multiline value={editing.draft.bio} maxLength={1000} onChange={(bio) => setDraft({ bio })} error={form.errors.bio} />
            <AvatarField name={editing.draft.name} value={editing.draft.avatar} onChange={(avatar) => setDraft({ avatar })} error={form.errors.avatarMediaId} />
          </>
        )}
      </EntityFormDialog>
    </>
  );
}
