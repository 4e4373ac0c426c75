'use client';

import type { InvestmentProfileAnswers } from '@spi/core/cityfolio/profile';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui';
import {
  QUESTIONS, STEP_COUNT, isAnswered, missingAnswerMessage, saveDraft, toggleChoice, completeAnswers,
  type QuestionnaireState,
} from '../lib/questionnaire';
import styles from './questionnaire.module.css';

export interface QuestionnaireProps {
  /** Where to start (the draft kept in sessionStorage, read by the caller after mount). */
  initial: QuestionnaireState;
  /** The last step was answered: show the consent modal and the result. */
  onComplete: (answers: InvestmentProfileAnswers) => void;
  /** While the caller is busy with the answers (the consent modal is open). */
  busy?: boolean;
}

/**
 * The investment-profile questionnaire: one question per step with a progress bar ('3 / 6'), 이전/다음,
 * native radio and checkbox groups (arrow keys and space work as everywhere), and a message when a step
 * is left unanswered. Every change is kept in sessionStorage so a reload loses nothing.
 */
export function Questionnaire({ initial, onComplete, busy = false }: QuestionnaireProps) {
  const [state, setState] = useState<QuestionnaireState>(initial);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const firstRender = useRef(true);
  const baseId = useId();

  const { step, answers } = state;
  const question = QUESTIONS[step]!;
  const last = step === STEP_COUNT - 1;
  const errorId = `${baseId}-error`;

  useEffect(() => { saveDraft(state); }, [state]);

  // Moving between steps puts the focus on the new question, so a screen reader reads it.
  useEffect(() => {
    if (firstRender.current) { firstRender.current = false; return; }
    headingRef.current?.focus();
  }, [step]);

  const choose = (value: string) => {
    setError(null);
    setState((current) => ({
      ...current,
      answers: { ...current.answers, [question.id]: question.multiple ? toggleChoice(question, current.answers[question.id], value) : value },
    }));
  };

  const goTo = (next: number) => {
    setError(null);
    setState((current) => ({ ...current, step: Math.min(Math.max(next, 0), STEP_COUNT - 1) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isAnswered(question, answers)) {
      setError(missingAnswerMessage(question));
      fieldsetRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (!last) { goTo(step + 1); return; }
    const complete = completeAnswers(answers);
    if (complete) { onComplete(complete); return; }
    // An earlier step lost its answer (a hand-edited draft): go back to it.
    const gap = QUESTIONS.findIndex((q) => !isAnswered(q, answers));
    goTo(gap);
    setError(missingAnswerMessage(QUESTIONS[gap]!));
  };

  const selected = answers[question.id];
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);

  return (
    <form className={styles.questionnaire} onSubmit={submit} noValidate data-testid="profile-questionnaire" data-step={step + 1}>
      <ol className={styles.rail} aria-label="진단 단계">
        {QUESTIONS.map((q, index) => {
          const done = isAnswered(q, answers);
          const reachable = index <= step || QUESTIONS.slice(0, index).every((prev) => isAnswered(prev, answers));
          return (
            <li key={q.id} className={styles.railItem} data-current={index === step || undefined} data-done={done || undefined}>
              <button type="button" className={styles.railButton} onClick={() => goTo(index)} disabled={!reachable || busy} aria-current={index === step ? 'step' : undefined}>
                <span className={styles.railIndex} aria-hidden="true">{done && index !== step ? '✓' : index + 1}</span>
                <span>{q.step}</span>
                {done && index !== step && <span className="visually-hidden"> (답변함)</span>}
              </button>
            </li>
          );
        })}
      </ol>

      <div className={styles.panel}>
        <div className={styles.progress}>
          <span className={styles.progressLabel}><span className={styles.stepName}>{question.step}</span><span data-testid="profile-progress">{step + 1} / {STEP_COUNT}</span></span>
          <div className={styles.progressTrack} role="progressbar" aria-label="진단 진행률" aria-valuemin={1} aria-valuemax={STEP_COUNT} aria-valuenow={step + 1} aria-valuetext={`${STEP_COUNT}단계 중 ${step + 1}단계`}>
            <span className={styles.progressBar} style={{ width: `${percent}%` }} />
          </div>
        </div>

        <fieldset ref={fieldsetRef} className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} disabled={busy}>
          <legend className={styles.legend}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.question}>{question.question}</h2>
            {question.multiple && <span className={styles.hint}>여러 개를 고를 수 있습니다.</span>}
          </legend>
          <div className={styles.choices} role={question.multiple ? 'group' : 'radiogroup'} aria-label={question.step} aria-required="true">
            {question.choices.map((choice) => {
              const checked = question.multiple ? Array.isArray(selected) && selected.includes(choice.value) : selected === choice.value;
              return (
                <label key={choice.value} className={styles.choice} data-checked={checked || undefined}>
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`profile-${question.id}`}
                    value={choice.value}
                    checked={checked}
                    onChange={() => choose(choice.value)}
                    className={styles.input}
                  />
                  <span className={styles.mark} aria-hidden="true" data-shape={question.multiple ? 'box' : 'circle'} />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceLabel}>{choice.label}</span>
                    {choice.hint && <span className={styles.choiceHint}>{choice.hint}</span>}
                  </span>
                </label>
              );
            })}
          </div>
          {error && <p id={errorId} className={styles.error} role="alert">{error}</p>}
        </fieldset>

        <div className={styles.nav}>
          <Button type="button" variant="secondary" size="lg" onClick={() => goTo(step - 1)} disabled={step === 0 || busy} data-testid="profile-back">이전</Button>
          <Button type="submit" size="lg" loading={busy && last} className={styles.next} data-testid="profile-next">{last ? '결과 보기' : '다음'}</Button>
        </div>
      </div>
    </form>
  );
}
