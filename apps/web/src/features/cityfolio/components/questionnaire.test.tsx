import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY, EMPTY_STATE, loadDraft, sanitizeState } from '../lib/questionnaire';
import { Questionnaire } from './questionnaire';

const next = () => fireEvent.click(screen.getByTestId('profile-next'));
const progress = () => screen.getByTestId('profile-progress').textContent;
const pick = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));
const check = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(label) }));

/** Answers the four single-choice steps (goal, horizon, risk, experience). */
function answerSingles() {
  pick('안정적 배당'); next();
  pick('3~5년'); next();
  pick('그대로 보유합니다'); next();
  pick('리츠·부동산 펀드 투자'); next();
}

// Many steps of clicks: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('Questionnaire', () => {
  it('shows one question per step with the progress 1 / 6 and refuses to go on without an answer', () => {
    render(<Questionnaire initial={EMPTY_STATE} onComplete={vi.fn()} />);
    expect(progress()).toBe('1 / 6');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('부동산 투자로 가장 이루고 싶은 목표는 무엇인가요?');
    expect((screen.getByTestId('profile-back') as HTMLButtonElement).disabled).toBe(true);
    next();
    expect(screen.getByRole('alert').textContent).toBe('답을 하나 골라 주세요.');
    expect(progress()).toBe('1 / 6');
    // The focus goes to the group so the reader can answer at once.
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    pick('안정적 배당');
    expect(screen.queryByRole('alert')).toBeNull();
    next();
    expect(progress()).toBe('2 / 6');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('6단계 중 2단계');
    // Moving on focuses the new question.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('이전 keeps the answers; a radio group is one named group of native radios (arrow keys work)', () => {
    render(<Questionnaire initial={EMPTY_STATE} onComplete={vi.fn()} />);
    pick('높은 성장');
    next();
    fireEvent.click(screen.getByTestId('profile-back'));
    expect(progress()).toBe('1 / 6');
    expect((screen.getByRole('radio', { name: /높은 성장/ }) as HTMLInputElement).checked).toBe(true);
    const group = screen.getByRole('radiogroup', { name: '투자 목표' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(4);
    expect(new Set(radios.map((r) => r.name))).toEqual(new Set(['profile-goal']));
  });

  it('the multi-choice steps ask for at least one and keep the order of the choices; the last step hands over complete answers', () => {
    const onComplete = vi.fn();
    render(<Questionnaire initial={EMPTY_STATE} onComplete={onComplete} />);
    answerSingles();
    expect(progress()).toBe('5 / 6');
    expect(screen.getByText('여러 개를 고를 수 있습니다.')).toBeTruthy();
    next();
    expect(screen.getByRole('alert').textContent).toBe('하나 이상 골라 주세요.');
    check('물류'); check('오피스'); check('호텔'); check('호텔');
    next();
    expect(progress()).toBe('6 / 6');
    expect(screen.getByTestId('profile-next').textContent).toBe('결과 보기');
    check('수도권');
    // Enter in the form submits the step like the button.
    fireEvent.submit(screen.getByTestId('profile-questionnaire'));
    expect(onComplete).toHaveBeenCalledWith({
      goal: 'INCOME', horizon: 'Y3_5', risk: 'HOLD', experience: 'FUNDS', assetTypes: ['OFFICE', 'LOGISTICS'], regions: ['METRO'],
    });
  });

  it('keeps every change in sessionStorage, so a reload resumes at the same step with the same answers', () => {
    const { unmount } = render(<Questionnaire initial={EMPTY_STATE} onComplete={vi.fn()} />);
    pick('자본 보전'); next();
    pick('1년 미만');
    unmount();
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)!);
    expect(stored).toEqual({ step: 1, answers: { goal: 'PRESERVE', horizon: 'UNDER_1Y' } });
    render(<Questionnaire initial={loadDraft()} onComplete={vi.fn()} />);
    expect(progress()).toBe('2 / 6');
    expect((screen.getByRole('radio', { name: /1년 미만/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a stored draft is cleaned: unknown values dropped, never resumed past an unanswered step', () => {
    expect(sanitizeState({ step: 5, answers: { goal: 'INCOME', horizon: 'FOREVER', assetTypes: ['HOTEL', 'CASTLE', 'OFFICE'] } }))
      .toEqual({ step: 1, answers: { goal: 'INCOME', assetTypes: ['OFFICE', 'HOTEL'] } });
    expect(sanitizeState('nonsense')).toEqual(EMPTY_STATE);
    expect(sanitizeState({ step: -3, answers: null })).toEqual(EMPTY_STATE);
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toEqual(EMPTY_STATE);
  });

  it('the steps rail lets the reader go back to answered steps only, and nothing moves while busy', async () => {
    const { rerender } = render(<Questionnaire initial={EMPTY_STATE} onComplete={vi.fn()} />);
    const rail = screen.getByRole('list', { name: '진단 단계' });
    const steps = within(rail).getAllByRole('button') as HTMLButtonElement[];
    expect(steps.map((b) => b.disabled)).toEqual([false, true, true, true, true, true]);
    pick('안정적 배당'); next();
    fireEvent.click(within(rail).getAllByRole('button')[0]!);
    expect(progress()).toBe('1 / 6');
    await act(async () => rerender(<Questionnaire initial={EMPTY_STATE} onComplete={vi.fn()} busy />));
    expect(screen.getByRole('radio', { name: /안정적 배당/ }).matches(':disabled')).toBe(true);
    expect((screen.getByTestId('profile-back') as HTMLButtonElement).disabled).toBe(true);
  });
});
