'use client';

import { SOPHI_TEXT } from '@spi/core/sophi/model';
import Link from '@/components/ui/app-link';
import { answerParts } from '../lib/format';
import { announceableText, isInFlight, type Turn } from '../lib/chat-state';
import { citationAnchor, CitationList } from './citations';
import styles from './sophi-panel.module.css';

export interface TurnActions {
  onFollowUp: (question: string) => void;
  onRetry: (question: string) => void;
  onCopy: (turn: Turn) => void;
  onFeedback: (turn: Turn, rating: 'up' | 'down') => void;
  /** For a guest out of quota: where signing in returns. */
  signInHref: string;
  signedIn: boolean | null;
}

function AnswerText({ turn }: { turn: Turn }) {
  const known = new Set(turn.citations.map((c) => c.n));
  return (
    <div className={styles.answerText} data-testid="sophi-answer-text">
      {answerParts(turn.text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : known.has(part.n) ? (
          <sup key={index} className={styles.marker}>
            <a
              href={`#${citationAnchor(turn.messageId, part.n)}`}
              aria-label={`출처 ${part.n}`}
              onClick={(event) => {
                // The panel scrolls, not the page: move to the card without changing the address.
                event.preventDefault();
                const card = document.getElementById(citationAnchor(turn.messageId, part.n));
                card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
                card?.focus({ preventScroll: true });
              }}
            >
              {part.n}
            </a>
          </sup>
        ) : (
          <sup key={index} className={styles.marker}>{part.n}</sup>
        ),
      )}
      {turn.status === 'streaming' && <span className={styles.caret} aria-hidden="true" />}
    </div>
  );
}

function TurnError({ turn, actions }: { turn: Turn; actions: TurnActions }) {
  const error = turn.error!;
  const quota = error.code === 'SOPHI_QUOTA_EXCEEDED';
  return (
    <div className={styles.errorNotice} role="alert" data-testid="sophi-error">
      <p>{error.message || SOPHI_TEXT.quotaExceeded}</p>
      {quota && actions.signedIn === false && (
        <p>
          {SOPHI_TEXT.guestQuotaHint} <Link href={actions.signInHref} className={styles.inlineLink}>로그인</Link>
        </p>
      )}
      {!quota && (
        <button type="button" className={styles.textButton} onClick={() => actions.onRetry(turn.question)}>
          다시 시도
        </button>
      )}
    </div>
  );
}

/** One question and its answer: the streamed text with [n] links, sources, follow-ups and actions. */
export function TurnView({ turn, actions, latest }: { turn: Turn; actions: TurnActions; latest: boolean }) {
  const finished = !isInFlight(turn);
  const insufficient = turn.grounding === 'insufficient';
  return (
    <li className={styles.turn} data-testid="sophi-turn" data-status={turn.status}>
      {turn.question && <p className={styles.question}>{turn.question}</p>}
      <div className={styles.answer} data-grounding={turn.grounding ?? undefined} aria-busy={!finished}>
        {turn.status === 'waiting' && <p className={styles.thinking} role="status">근거를 찾는 중…</p>}
        {turn.text && (insufficient ? (
          <div className={styles.insufficient} data-testid="sophi-insufficient">
            <AnswerText turn={turn} />
            {/* The engines put the hint in the answer itself; a model that did not gets it here. */}
            {!turn.text.includes(SOPHI_TEXT.insufficientHint) && <p className={styles.hint}>{SOPHI_TEXT.insufficientHint}</p>}
          </div>
        ) : <AnswerText turn={turn} />)}
        {/* Screen readers hear the latest answer per finished sentence, not per token (a reopened conversation is not read out). */}
        {latest && <div className="visually-hidden" aria-live="polite" data-testid="sophi-live">{announceableText(turn.text, finished)}</div>}
        <CitationList messageId={turn.messageId} citations={turn.citations} />
        {turn.status === 'cancelled' && <p className={styles.stopped} role="status">{SOPHI_TEXT.stopped}</p>}
        {turn.status === 'error' && turn.error && <TurnError turn={turn} actions={actions} />}
        {turn.status === 'done' && turn.messageId && (
          <div className={styles.actions}>
            <button type="button" className={styles.iconButton} onClick={() => actions.onCopy(turn)} aria-label="답변 복사">
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M8 3h10a2 2 0 0 1 2 2v12h-2V5H8zM4 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2m0 2v10h10V9z" /></svg>
            </button>
            <button type="button" className={styles.iconButton} aria-pressed={turn.feedback === 'up'} aria-label="도움이 됐어요" onClick={() => actions.onFeedback(turn, 'up')}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M2 21h4V9H2zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.44-1.06L13.2 1 6.6 7.6A2 2 0 0 0 6 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.84-1.22l3-7.05A2 2 0 0 0 22 12z" /></svg>
            </button>
            <button type="button" className={styles.iconButton} aria-pressed={turn.feedback === 'down'} aria-label="도움이 안 됐어요" onClick={() => actions.onFeedback(turn, 'down')}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M22 3h-4v12h4zM2 14a2 2 0 0 0 2 2h6.3l-1 4.6v.3c0 .4.17.78.44 1.06L10.8 23l6.6-6.6A2 2 0 0 0 18 15V5a2 2 0 0 0-2-2H7a2 2 0 0 0-1.84 1.22l-3 7.05A2 2 0 0 0 2 12z" /></svg>
            </button>
          </div>
        )}
        {latest && turn.status === 'done' && turn.followUps.length > 0 && (
          <div className={styles.followUps} role="group" aria-label="이어서 물어보기">
            {turn.followUps.map((question) => (
              <button key={question} type="button" className={styles.chip} onClick={() => actions.onFollowUp(question)}>
                {question}
              </button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
