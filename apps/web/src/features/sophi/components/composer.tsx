'use client';

import { SOPHI_QUESTION_MAX_CHARS, SOPHI_TEXT } from '@spi/core/sophi/model';
import { forwardRef, useState, type KeyboardEvent } from 'react';
import styles from './sophi-panel.module.css';

export interface ComposerProps {
  streaming: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/**
 * The question input: Enter sends, Shift+Enter breaks the line, and Enter while a Korean IME is still
 * composing (isComposing, or keyCode 229 in browsers that report it so) only ends the composition.
 * Disabled while an answer streams; the stop button takes the send button's place.
 */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ streaming, onSend, onStop }, ref) {
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const send = () => {
    if (streaming || !trimmed || trimmed.length > SOPHI_QUESTION_MAX_CHARS) return;
    onSend(trimmed);
    setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };
  const length = [...value].length;
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className={styles.inputRow}>
        <label htmlFor="sophi-question" className="visually-hidden">Sophi에게 질문</label>
        <textarea
          ref={ref}
          id="sophi-question"
          className={styles.input}
          rows={1}
          value={value}
          maxLength={SOPHI_QUESTION_MAX_CHARS}
          placeholder={SOPHI_TEXT.placeholder}
          disabled={streaming}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          data-autofocus
        />
        {streaming ? (
          <button type="button" className={styles.sendButton} onClick={onStop} aria-label="답변 중지" data-testid="sophi-stop">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" /></svg>
          </button>
        ) : (
          <button type="submit" className={styles.sendButton} disabled={!trimmed} aria-label="질문 보내기">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M3 20.5 21 12 3 3.5l.01 6.6L15 12 3.01 13.9z" /></svg>
          </button>
        )}
      </div>
      {length >= SOPHI_QUESTION_MAX_CHARS * COUNTER_FROM && (
        <p className={styles.counter} aria-live="polite" data-over={length >= SOPHI_QUESTION_MAX_CHARS ? 'true' : undefined}>
          {length} / {SOPHI_QUESTION_MAX_CHARS}
        </p>
      )}
      <p className={styles.disclaimer}>{SOPHI_TEXT.disclaimer}</p>
    </form>
  );
});
