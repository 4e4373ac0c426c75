'use client';

import { BREAKPOINTS } from '@spi/core/design-tokens';
import { sophiPageContextOf } from '@spi/core/sophi/page-context';
import { SOPHI_TEXT } from '@spi/core/sophi/model';
import { useQuery } from '@/lib/query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showSnackbar, useEscapeKey, useFocusTrap, useMinWidth } from '@/components/ui';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { isApiError } from '@/lib/api-client';
import { fetchConversation, fetchSophiStatus, putFeedback, sophiKeys } from '../api/sophi-client';
import { useSophiSocket } from '../hooks/use-sophi-socket';
import { isInFlight, plainTextOf, type Turn } from '../lib/chat-state';
import { exampleQuestions, signInHrefFor } from '../lib/format';
import { useFrameLayout } from '../hooks/use-frame-layout';
import { Composer } from './composer';
import { History } from './history';
import { PanelHeader } from './panel-header';
import { TurnView, type TurnActions } from './turn-view';
import styles from './sophi-panel.module.css';
import { formatLocaleNumber } from '@spi/core';

/** The page makes room for the panel on wide screens (the article is never covered). */
const FRAME_CSS = `@media (min-width: ${BREAKPOINTS.medium}px) {
  html[data-sophi-open] #main, html[data-sophi-open] [data-testid='site-footer'] { margin-inline-end: var(--sophi-panel-width); }
}`;

/**
 * The Sophi panel (issue 13, ADR 021): a side panel beside the page on desktop, a bottom sheet on
 * mobile. Loaded lazily by SophiMount; stays mounted across client navigations.
 */
export default function SophiPanel({ onClose }: { onClose: () => void }) {
  const desktop = useMinWidth('medium', true);
  const pathname = usePathname() ?? '/';
  const userId = useSignedInUserId();
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const params = useSearchParams()?.toString() ?? '';
  const search = params ? `?${params}` : '';

  const status = useQuery({ queryKey: sophiKeys.status, queryFn: ({ signal }) => fetchSophiStatus(signal), staleTime: 60_000 });
  // The status answer gives a guest browser its quota key (an HttpOnly cookie): the socket opens after it, so the
  // upgrade request carries the key and the guest counts per browser, not per address.
  const { state, dispatch, ask, stop } = useSophiSocket(!status.isPending);
  const engine = state.engine ?? status.data?.engine ?? null;
  const quota = state.quota ?? status.data?.quota ?? null;
  const signedIn = state.signedIn ?? status.data?.signedIn ?? (userId === undefined ? null : userId !== null);
  const context = sophiPageContextOf(pathname, search);
  const signInHref = signInHrefFor(pathname, search);

  useFrameLayout(desktop, panel);
  useEscapeKey(true, onClose);
  useFocusTrap(panel, !desktop, { returnFocus: false });
  useEffect(() => {
    if (desktop) input.current?.focus();
  }, [desktop]);

  const latest = state.turns.at(-1);
  const streaming = isInFlight(latest);
  // Follow the answer while it grows, unless the reader scrolled up.
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < 160) element.scrollTop = element.scrollHeight;
  }, [latest?.text, latest?.citations.length, latest?.status, state.turns.length]);

  const send = useCallback((question: string) => {
    setView('chat');
    const title = document.title.slice(0, 200);
    ask(question, { ...sophiPageContextOf(window.location.pathname, window.location.search), ...(title ? { title } : {}) });
  }, [ask]);

  const onFeedback = useCallback(async (turn: Turn, rating: 'up' | 'down') => {
    if (!turn.messageId) return;
    const previous = turn.feedback;
    dispatch({ type: 'feedback', messageId: turn.messageId, rating });
    try {
      await putFeedback(turn.messageId, rating);
    } catch (error) {
      dispatch({ type: 'feedback', messageId: turn.messageId, rating: previous });
      showSnackbar({ type: 'Danger', message: isApiError(error) ? error.message : '평가를 저장하지 못했습니다.' });
    }
  }, [dispatch]);

  const onCopy = useCallback(async (turn: Turn) => {
    try {
      await navigator.clipboard.writeText(plainTextOf(turn, window.location.origin));
      showSnackbar({ type: 'Success', message: '복사했습니다' });
    } catch {
      showSnackbar({ type: 'Danger', message: '복사하지 못했습니다.' });
    }
  }, []);

  const openConversation = useCallback(async (id: string) => {
    try {
      dispatch({ type: 'load', conversation: await fetchConversation(id) });
      setView('chat');
    } catch (error) {
      showSnackbar({ type: 'Danger', message: isApiError(error) ? error.message : '대화를 불러오지 못했습니다.' });
    }
  }, [dispatch]);

  const newConversation = useCallback(() => {
    if (streaming) stop();
    dispatch({ type: 'reset' });
    setView('chat');
    requestAnimationFrame(() => input.current?.focus());
  }, [dispatch, stop, streaming]);

  const actions: TurnActions = { onFollowUp: send, onRetry: send, onCopy: (t) => void onCopy(t), onFeedback: (t, r) => void onFeedback(t, r), signInHref, signedIn };

  return (
    <>
      <style>{FRAME_CSS}</style>
      {!desktop && <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />}
      <div
        ref={panel}
        className={styles.panel}
        data-layout={desktop ? 'side' : 'sheet'}
        data-connection={state.connection}
        data-testid="sophi-panel"
        role={desktop ? 'complementary' : 'dialog'}
        aria-modal={desktop ? undefined : true}
        aria-labelledby="sophi-title"
      >
        <PanelHeader
          engine={engine}
          view={view}
          signedIn={signedIn}
          onNew={newConversation}
          onHistory={() => setView(view === 'history' ? 'chat' : 'history')}
          onClose={onClose}
        />
        {view === 'history' ? (
          <History userId={userId} signInHref={signInHref} currentId={state.conversationId} onOpen={(id) => void openConversation(id)} onDeletedCurrent={newConversation} />
        ) : (
          <div ref={log} className={styles.log}>
            {state.turns.length === 0 ? (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>무엇이든 물어보세요</p>
                <p className={styles.emptyText}>SPI의 기사와 리츠·딜·펀드 데이터에서 근거를 찾아 출처와 함께 답합니다.</p>
                <div className={styles.examples} role="group" aria-label="예시 질문">
                  {exampleQuestions(context).map((question) => (
                    <button key={question} type="button" className={styles.chip} onClick={() => send(question)}>{question}</button>
                  ))}
                </div>
              </div>
            ) : (
              <ol className={styles.turns} aria-label="대화">
                {state.turns.map((turn) => <TurnView key={turn.requestId} turn={turn} actions={actions} latest={turn === latest} />)}
              </ol>
            )}
            {state.error && <p className={styles.errorNotice} role="alert">{state.error.message}</p>}
          </div>
        )}
        <div className={styles.footer}>
          {state.connection === 'reconnecting' && <p className={styles.connection} role="status">연결이 끊겨 다시 연결하는 중입니다…</p>}
          <Composer ref={input} streaming={streaming} onSend={send} onStop={stop} />
          {quota && (
            <p className={styles.quota}>
              오늘 남은 질문 {formatLocaleNumber(quota.remaining)}회
              {signedIn === false && quota.remaining <= 2 && <span> · {SOPHI_TEXT.guestQuotaHint}</span>}
            </p>
          )}
        </div>
      </div>
    </>
  );
}
