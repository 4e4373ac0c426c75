import {
  INVESTMENT_PROFILE_QUESTIONS, PROFILE_ASSET_TYPES, PROFILE_EXPERIENCES, PROFILE_GOALS, PROFILE_HORIZONS, PROFILE_REGIONS,
  PROFILE_RISK_REACTIONS, type InvestmentProfileAnswers, type ProfileQuestion, type ProfileQuestionId,
} from '@spi/core/cityfolio/profile';

/**
 * The questionnaire in progress: the answers given so far and the step shown. It is kept in
 * sessionStorage, so a reload (or a detour to another page in the same tab) loses nothing; it is cleared
 * once the answers are stored.
 */
export type Draft = Partial<Record<ProfileQuestionId, string | string[]>>;
export interface QuestionnaireState { step: number; answers: Draft }

export const QUESTIONS = INVESTMENT_PROFILE_QUESTIONS;
export const STEP_COUNT = QUESTIONS.length;
export const DRAFT_STORAGE_KEY = 'spi-cityfolio-profile-draft';

export const EMPTY_STATE: QuestionnaireState = { step: 0, answers: {} };

/** The allowed values of each question (what a stored draft is checked against). */
const VALUES: Record<ProfileQuestionId, readonly string[]> = {
  goal: PROFILE_GOALS, horizon: PROFILE_HORIZONS, risk: PROFILE_RISK_REACTIONS, experience: PROFILE_EXPERIENCES,
  assetTypes: PROFILE_ASSET_TYPES, regions: PROFILE_REGIONS,
};

/** The message shown when a step is left unanswered. */
export function missingAnswerMessage(question: ProfileQuestion): string {
  return question.multiple ? '하나 이상 골라 주세요.' : '답을 하나 골라 주세요.';
}

/** Whether the question has a valid answer in the draft. */
export function isAnswered(question: ProfileQuestion, answers: Draft): boolean {
  const value = answers[question.id];
  const allowed = VALUES[question.id];
  if (question.multiple) return Array.isArray(value) && value.length > 0 && value.every((v) => allowed.includes(v));
  return typeof value === 'string' && allowed.includes(value);
}

/** The first step without a valid answer, or null when every step is answered. */
export function firstUnanswered(answers: Draft): number | null {
  const index = QUESTIONS.findIndex((q) => !isAnswered(q, answers));
  return index === -1 ? null : index;
}

/** Toggles one value of a multi-choice question, keeping the order of the choices. */
export function toggleChoice(question: ProfileQuestion, current: Draft[ProfileQuestionId], value: string): string[] {
  const selected = new Set(Array.isArray(current) ? current : []);
  if (selected.has(value)) selected.delete(value); else selected.add(value);
  return question.choices.map((c) => c.value).filter((v) => selected.has(v));
}

/** The complete answers, or null while a step is unanswered. */
export function completeAnswers(answers: Draft): InvestmentProfileAnswers | null {
  if (firstUnanswered(answers) !== null) return null;
  return {
    goal: answers.goal, horizon: answers.horizon, risk: answers.risk, experience: answers.experience,
    assetTypes: answers.assetTypes, regions: answers.regions,
  } as InvestmentProfileAnswers;
}

/** Keeps only known questions and allowed values (a stored draft may be stale or edited by hand). */
export function sanitizeState(raw: unknown): QuestionnaireState {
  if (!raw || typeof raw !== 'object') return EMPTY_STATE;
  const { step, answers } = raw as { step?: unknown; answers?: unknown };
  const clean: Draft = {};
  if (answers && typeof answers === 'object') {
    for (const question of QUESTIONS) {
      const value = (answers as Record<string, unknown>)[question.id];
      const allowed = VALUES[question.id];
      if (question.multiple && Array.isArray(value)) {
        const kept = value.filter((v): v is string => typeof v === 'string' && allowed.includes(v));
        if (kept.length) clean[question.id] = question.choices.map((c) => c.value).filter((v) => kept.includes(v));
      } else if (!question.multiple && typeof value === 'string' && allowed.includes(value)) {
        clean[question.id] = value;
      }
    }
  }
  const wanted = typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(step, 0), STEP_COUNT - 1) : 0;
  // Never resume past an unanswered step.
  const gap = firstUnanswered(clean);
  return { step: gap === null ? wanted : Math.min(wanted, gap), answers: clean };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(): QuestionnaireState {
  try {
    return sanitizeState(JSON.parse(sessionStore()?.getItem(DRAFT_STORAGE_KEY) ?? 'null'));
  } catch {
    return EMPTY_STATE;
  }
}

export function saveDraft(state: QuestionnaireState): void {
  try {
    sessionStore()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full or blocked storage only loses the resume-after-reload convenience.
  }
}

export function clearDraft(): void {
  try {
    sessionStore()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
