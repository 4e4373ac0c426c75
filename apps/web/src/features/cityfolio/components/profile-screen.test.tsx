import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { scoreInvestmentProfile } from '@spi/core/cityfolio/profile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, resetModals, resetSnackbars, useModalStore, useSnackbarStore } from '@/components/ui';
import { clearCookies, createWrapper, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { pendingGuestId } from '../lib/guest-id';
import { DRAFT_STORAGE_KEY } from '../lib/questionnaire';
import { ANSWERS, GUEST_ID, profileResponse } from '../testing/fixtures';
import { NOT_STORED_MESSAGE, ProfileScreen } from './profile-screen';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn() }), usePathname: () => '/cityfolio/profile' }));

vi.setConfig({ testTimeout: 20_000 });

const next = () => fireEvent.click(screen.getByTestId('profile-next'));
const pick = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));
const check = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(label) }));

/** Takes the questionnaire with ANSWERS and presses 결과 보기. */
async function takeQuestionnaire() {
  await screen.findByTestId('profile-questionnaire');
  pick('안정적 배당'); next();
  pick('3~5년'); next();
  pick('그대로 보유합니다'); next();
  pick('리츠·부동산 펀드 투자'); next();
  check('오피스'); check('물류'); next();
  check('서울 도심'); next();
}

/** The consent modal the screen opened (the test has no <ModalRoot />), answered with `result`. */
async function answerConsent(result: unknown) {
  await waitFor(() => expect(useModalStore.getState().modals.filter((m) => !m.closing)).toHaveLength(1));
  const modal = useModalStore.getState().modals.find((m) => !m.closing)!;
  expect(modal.name).toBe('cityfolio-consent-info');
  await act(async () => closeModal(modal.id, result));
  return modal.args as { answers: unknown; signedIn: boolean };
}

beforeEach(() => {
  resetApiClientForTests();
  clearCookies();
  resetModals();
  resetSnackbars();
  push.mockReset();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/cityfolio/profile');
});
afterEach(() => {
  clearCookies();
  resetModals();
  window.sessionStorage.clear();
});

describe('/cityfolio/profile as a guest', () => {
  it('declining the consent shows the result computed in the browser, says it was not stored, and sends nothing', async () => {
    const calls = mockApi(() => undefined);
    render(<ProfileScreen />, { wrapper: createWrapper() });
    await takeQuestionnaire();
    const args = await answerConsent({ kind: 'declined' });
    expect(args).toEqual({ answers: ANSWERS, signedIn: false });
    const expected = scoreInvestmentProfile(ANSWERS);
    expect(screen.getByTestId('profile-label').textContent).toBe(expected.profile.label);
    expect(screen.getByTestId('profile-not-stored').textContent).toBe(NOT_STORED_MESSAGE);
    expect(screen.getByText(expected.profile.guidance[0]!)).toBeTruthy();
    expect(screen.queryByTestId('profile-recommendations')).toBeNull();
    expect(calls).toEqual([]);
    // The answers are still there to store after all.
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)!).answers).toEqual(ANSWERS);
    await act(async () => { fireEvent.click(screen.getByTestId('profile-store-after-all')); });
    await answerConsent({ kind: 'declined' });
  });

  it('accepting stores under a guest id: the draft is cleared and the result page opens with the id', async () => {
    mockApi(() => undefined);
    render(<ProfileScreen />, { wrapper: createWrapper() });
    await takeQuestionnaire();
    await answerConsent({ kind: 'accepted', profile: profileResponse({ guestId: GUEST_ID }) });
    expect(push).toHaveBeenCalledWith(`/cityfolio/profile/result?investment_profile_guest_id=${GUEST_ID}`);
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(pendingGuestId()).toBe(GUEST_ID);
  });

  it('a reload resumes the questionnaire where it was', async () => {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 2, answers: { goal: 'GROWTH', horizon: 'OVER_5Y' } }));
    mockApi(() => undefined);
    render(<ProfileScreen />, { wrapper: createWrapper() });
    await screen.findByTestId('profile-questionnaire');
    expect(screen.getByTestId('profile-progress').textContent).toBe('3 / 6');
  });
});

describe('/cityfolio/profile as a member', () => {
  it('shows the last stored result with 다시 진단하기 and 결과 삭제 (DELETE, then the questionnaire)', async () => {
    signIn('member-1');
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url === '/api/seoul/v1/cityfolio/profiles/me') return json(profileResponse());
      if (method === 'DELETE' && url === '/api/seoul/v1/cityfolio/profiles/me') return json({ deleted: 1 });
      return undefined;
    });
    render(<ProfileScreen />, { wrapper: createWrapper() });
    expect((await screen.findByTestId('profile-label')).textContent).toBe(scoreInvestmentProfile(ANSWERS).profile.label);
    expect(screen.getByTestId('profile-saved')).toBeTruthy();
    expect(screen.getByTestId('recommended-reit').getAttribute('href')).toBe('/reitsfocus/395400');
    expect(screen.getByRole('button', { name: '다시 진단하기' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '결과 삭제' }));
    await waitFor(() => expect(useModalStore.getState().modals).toHaveLength(1));
    const confirm = useModalStore.getState().modals[0]!;
    expect(confirm.name).toBe('system-confirm');
    await act(async () => {
      await (confirm.args as { onSubmit: () => Promise<unknown> }).onSubmit();
      closeModal(confirm.id, true);
    });
    await screen.findByTestId('profile-questionnaire');
    expect(calls).toContain('DELETE /api/seoul/v1/cityfolio/profiles/me');
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('진단 결과를 삭제했습니다.');
  });

  it('without a stored result: the questionnaire; accepting stores it on the account and shows it', async () => {
    signIn('member-1');
    mockApi(() => undefined); // GET /me answers 404
    render(<ProfileScreen />, { wrapper: createWrapper() });
    await takeQuestionnaire();
    const args = await answerConsent({ kind: 'accepted', profile: profileResponse() });
    expect(args.signedIn).toBe(true);
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toContain('진단 결과를 저장했습니다.');
  });
});
