'use client';

import { useEffect, useState } from 'react';
import clsx from 'clsx';
import {
  ARTICLE_FONT_STEPS,
  ARTICLE_FONT_STORAGE_KEY,
  applyArticleFontStep,
  parseArticleFontStep,
  type ArticleFontStep,
} from '../lib/article-font';
import styles from './article-font-control.module.css';

function readStored(): ArticleFontStep {
  try {
    return parseArticleFontStep(window.localStorage.getItem(ARTICLE_FONT_STORAGE_KEY));
  } catch {
    return parseArticleFontStep(null);
  }
}

/** 글자 크기: four 가 buttons (small to large), the current one pressed; the choice is remembered. */
export function ArticleFontControl() {
  const [step, setStep] = useState<ArticleFontStep | null>(null);

  useEffect(() => {
    const stored = readStored();
    setStep(stored);
    // The inline script has already done this on a full page load; a client navigation needs it here.
    applyArticleFontStep(stored);
  }, []);

  const choose = (next: ArticleFontStep) => {
    setStep(next);
    applyArticleFontStep(next);
    try {
      window.localStorage.setItem(ARTICLE_FONT_STORAGE_KEY, String(next));
    } catch {
      // Storage blocked: the size still applies to this page.
    }
  };

  return (
    <div role="group" aria-label="글자 크기" className={styles.group} data-testid="article-font-control">
      {ARTICLE_FONT_STEPS.map((s) => (
        <button
          key={s.step}
          type="button"
          className={clsx(styles.button, step === s.step && styles.pressed)}
          aria-pressed={step === s.step}
          onClick={() => choose(s.step)}
          title={`글자 크기 ${s.label}`}
        >
          <span aria-hidden="true" className={styles.glyph} data-step={s.step}>가</span>
          <span className="visually-hidden">글자 크기 {s.label}</span>
        </button>
      ))}
    </div>
  );
}
