'use client';

import clsx from 'clsx';
import { adminWriterInputSchema, type AdminWriterDto, type AdminWriterInput, formatLocaleNumber } from '@spi/core';
import { Button } from '@/components/ui';
import { cmsKeys } from '../../api/cms-keys';
import { createWriter, deleteWriter, updateWriter, useWriters } from '../../api/taxonomy-api';
import { RowActions } from '../entity-form-dialog';
import { CmsPageHeader } from '../shell/cms-shell';
import { Chip } from '../status-badge';
import forms from '../forms.module.css';
import { AvatarField, type AvatarValue } from './avatar-field';
import { TaxonomyDialog, TaxonomyListState, TaxonomyTable, useTaxonomyEditor } from './taxonomy-kit';
import { TextField } from './text-field';
import styles from './taxonomy.module.css';

type Draft = { name: string; slug: string; title: string; bio: string; avatar: AvatarValue | null };

/** /admin/writers: writer profiles (name, title, bio, photo) with create, edit and delete. */
export function WritersScreen() {
  const list = useWriters();
  const editor = useTaxonomyEditor<AdminWriterDto, Draft, AdminWriterInput>({
    schema: adminWriterInputSchema,
    queryKey: cmsKeys.writers(),
    toDraft: (writer) => ({
      name: writer?.name ?? '',
      slug: writer?.slug ?? '',
      title: writer?.title ?? '',
      bio: writer?.bio ?? '',
      avatar: writer?.avatarMediaId && writer.avatar ? { mediaId: writer.avatarMediaId, url: writer.avatar } : null,
    }),
    toInput: (draft) => ({ name: draft.name, slug: draft.slug.trim() || undefined, title: draft.title, bio: draft.bio, avatarMediaId: draft.avatar?.mediaId ?? null }),
    create: createWriter,
    update: (writer, input) => updateWriter(writer.writerId, input),
    created: '필자를 추가했습니다.',
    updated: '필자 정보를 수정했습니다.',
    fieldOf: (key) => (key === 'avatar' ? 'avatarMediaId' : key),
  });
  const remove = (writer: AdminWriterDto) => editor.remove({
    title: '필자를 삭제할까요?',
    message: `'${writer.name}' 필자를 삭제합니다. 이 필자의 기사가 있으면 삭제할 수 없습니다.`,
    remove: () => deleteWriter(writer.writerId),
    done: '필자를 삭제했습니다.',
  });

  return (
    <>
      <CmsPageHeader title="필자" description="기사에 표시되는 필자 프로필입니다. 필자 페이지(/article/writer/…)에 소개와 사진이 보입니다." actions={<Button onClick={() => editor.open(null)}>새 필자</Button>} />
      <TaxonomyListState
        query={list}
        errorTitle="필자를 불러오지 못했습니다."
        isEmpty={(rows) => rows.length === 0}
        empty={{ title: '필자가 없습니다.', description: '기사를 쓰려면 먼저 필자를 추가하세요.', action: { label: '새 필자', onClick: () => editor.open(null) } }}
      >
        {(rows) => (
          <TaxonomyTable
            testId="writer-table"
            rows={rows}
            rowKey={(writer) => writer.writerId}
            rowHeader={{
              header: '필자',
              cell: (writer) => (
                <span className={styles.writerCell}>
                  {writer.avatar ? <img className={styles.avatar} src={writer.avatar} alt="" width={40} height={40} loading="lazy" /> : <span className={styles.avatarEmpty} aria-hidden="true">{writer.name.slice(0, 1)}</span>}
                  <span>
                    <span className={styles.writerName}>{writer.name}</span>
                    {writer.isSample && <span className={styles.sample}><Chip>샘플</Chip></span>}
                    <span className={clsx(forms.subtle)} style={{ display: 'block' }}>{writer.title || '직함 없음'}</span>
                  </span>
                </span>
              ),
            }}
            columns={[
              { header: '슬러그', className: forms.muted, cell: (writer) => writer.slug },
              { header: '소개', className: styles.description, cell: (writer) => (writer.bio ? `${writer.bio.slice(0, 80)}${writer.bio.length > 80 ? '…' : ''}` : '—') },
              { header: '기사', num: true, cell: (writer) => formatLocaleNumber(writer.articleCount) },
            ]}
            actions={(writer) => <RowActions className={styles.actions} name={writer.name} onEdit={() => editor.open(writer)} onDelete={() => void remove(writer)} />}
          />
        )}
      </TaxonomyListState>
      <TaxonomyDialog editor={editor} size="md" title={['새 필자', '필자 수정']} formId="writer-form">
        {(draft, setDraft, errors) => (
          <>
            <TextField label="이름" required autoFocus value={draft.name} maxLength={40} onChange={(name) => setDraft({ name })} error={errors.name} />
            <TextField label="직함" value={draft.title} maxLength={60} onChange={(title) => setDraft({ title })} error={errors.title} hint="이름 아래에 보입니다. 예: 수석 연구원, SPI 리서치" />
            <TextField label="슬러그" value={draft.slug} onChange={(slug) => setDraft({ slug })} error={errors.slug} hint="필자 페이지 주소에 쓰입니다. 비워 두면 이름으로 만듭니다." />
            <TextField label="소개" multiline value={draft.bio} maxLength={1000} onChange={(bio) => setDraft({ bio })} error={errors.bio} />
            <AvatarField name={draft.name} value={draft.avatar} onChange={(avatar) => setDraft({ avatar })} error={errors.avatarMediaId} />
          </>
        )}
      </TaxonomyDialog>
    </>
  );
}
