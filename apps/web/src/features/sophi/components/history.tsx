'use client';

import { useQuery, useQueryClient } from '@/lib/query';
import Link from '@/components/ui/app-link';
import { useState } from 'react';
import { showSnackbar, useSystemConfirm } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDate } from '@/lib/seoul-time';
import { deleteConversation, fetchConversations, sophiKeys } from '../api/sophi-client';
import styles from './sophi-panel.module.css';

export interface HistoryProps {
  userId: string | null | undefined;
  signInHref: string;
  onOpen: (conversationId: string) => void;
  /** The conversation on screen: deleting it starts a new one. */
  currentId: string | null;
  onDeletedCurrent: () => void;
}

/** The signed-in reader's conversations (paged): reopen or delete. Guests are asked to sign in. */
export function History({ userId, signInHref, onOpen, currentId, onDeletedCurrent }: HistoryProps) {
  const [page, setPage] = useState(0);
  const client = useQueryClient();
  const confirm = useSystemConfirm();
  const query = useQuery({
    queryKey: sophiKeys.conversations(userId ?? '', page),
    queryFn: ({ signal }) => fetchConversations(page, signal),
    enabled: typeof userId === 'string',
  });

  if (userId === null) {
    return (
      <div className={styles.history}>
        <p className={styles.notice}>로그인하면 Sophi와 나눈 대화를 다시 볼 수 있습니다.</p>
        <Link href={signInHref} className={styles.primaryLink}>로그인</Link>
      </div>
    );
  }
  if (query.isPending) return <p className={styles.history} role="status">대화 목록을 불러오는 중…</p>;
  if (query.isError) {
    return (
      <div className={styles.history} role="alert">
        <p>{isApiError(query.error) ? query.error.message : '대화 목록을 불러오지 못했습니다.'}</p>
        <button type="button" className={styles.textButton} onClick={() => void query.refetch()}>다시 시도</button>
      </div>
    );
  }
  const { items, total, size } = query.data;
  const remove = async (id: string, title: string) => {
    const ok = await confirm({
      title: '대화를 삭제할까요?',
      message: `'${title}' 대화를 삭제하면 되돌릴 수 없습니다.`,
      submitLabel: '삭제',
      submitColor: 'danger',
      errorMessage: '대화를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      onSubmit: () => deleteConversation(id),
    });
    if (!ok) return;
    showSnackbar({ type: 'Success', message: '대화를 삭제했습니다.' });
    if (id === currentId) onDeletedCurrent();
    await client.invalidateQueries({ queryKey: sophiKeys.allConversations });
  };
  return (
    <div className={styles.history}>
      {items.length === 0 ? (
        <p className={styles.notice}>아직 나눈 대화가 없습니다. 궁금한 것을 물어보세요.</p>
      ) : (
        <ul className={styles.historyList} aria-label="지난 대화">
          {items.map((item) => (
            <li key={item.id} className={styles.historyItem}>
              <button type="button" className={styles.historyOpen} onClick={() => onOpen(item.id)}>
                <span className={styles.historyTitle}>{item.title}</span>
                <span className={styles.historyDate}>{formatSeoulDate(item.updatedAt)}</span>
              </button>
              <button type="button" className={styles.iconButton} aria-label={`'${item.title}' 대화 삭제`} onClick={() => void remove(item.id, item.title)}>
                <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7z" /></svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > size && (
        <nav className={styles.pager} aria-label="대화 목록 페이지">
          <button type="button" className={styles.textButton} disabled={page === 0} onClick={() => setPage(page - 1)}>이전</button>
          <span>{page + 1} / {Math.ceil(total / size)}</span>
          <button type="button" className={styles.textButton} disabled={(page + 1) * size >= total} onClick={() => setPage(page + 1)}>다음</button>
        </nav>
      )}
    </div>
  );
}
