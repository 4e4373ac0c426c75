import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CITYFOLIO_CONSENT_VERSION, INVESTMENT_PROFILE_GUEST_TTL_DAYS } from '@spi/core/cityfolio/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isModalRegistered } from '@/components/ui';
import { clearCookies, createModalWrapper, errorBody, json, mockApi, signIn } from '@/components/ui/testing/api-mocks';
import { resetApiClientForTests } from '@/lib/api-client';
import { CITYFOLIO_CONSENT_MODAL } from '../lib/register-modals';
import { ANSWERS, GUEST_ID, profileResponse } from '../testing/fixtures';
import CityfolioConsentModal, { SAVE_FAILED_MESSAGE } from './consent-modal';

type Sent = { method: string; url: string; body: unknown; headers: Record<string, string> };

function serve(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  mockApi((method, url, body, headers) => {
    sent.push({ method, url, body, headers });
    return answer();
  });
  return sent;
}

function renderModal(signedIn: boolean) {
  const close = vi.fn();
  const Wrapper = createModalWrapper();
  render(<Wrapper><CityfolioConsentModal args={{ answers: ANSWERS, signedIn }} close={close} /></Wrapper>);
  return { close };
}

vi.setConfig({ testTimeout: 20_000 });

describe("'cityfolio-consent-info' modal", () => {
  beforeEach(() => {
    resetApiClientForTests();
    clearCookies();
  });
  afterEach(() => clearCookies());

  it('is registered under its spec name', () => {
    expect(CITYFOLIO_CONSENT_MODAL).toBe('cityfolio-consent-info');
    expect(isModalRegistered('cityfolio-consent-info')).toBe(true);
  });

  it('tells a guest what is stored, why, for how long and that it can be deleted', () => {
    serve(() => json({}));
    renderModal(false);
    const dialog = screen.getByTestId('cityfolio-consent');
    expect(dialog.textContent).toContain('6개 문항에 대한 답변과 진단 결과');
    expect(dialog.textContent).toContain('추천하고');
    expect(dialog.textContent).toContain(`${INVESTMENT_PROFILE_GUEST_TTL_DAYS}일 안에 로그인하거나 가입해 계정에 연결하지 않으면 삭제됩니다`);
    expect(dialog.textContent).toContain('결과 삭제');
    expect(screen.getByRole('button', { name: '동의하고 결과 보기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '취소' })).toBeTruthy();
  });

  it('취소 closes as declined and sends nothing', () => {
    const sent = serve(() => json({}));
    const { close } = renderModal(false);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(close).toHaveBeenCalledWith({ kind: 'declined' });
    expect(sent).toHaveLength(0);
  });

  it('a guest accepts: POST /cityfolio/profiles with the consent version and no token, closing with the stored result', async () => {
    const stored = profileResponse({ guestId: GUEST_ID, expiresAt: '2026-12-26T09:00:00+09:00' });
    const sent = serve(() => json(stored, 201));
    const { close } = renderModal(false);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 결과 보기' })); });
    await waitFor(() => expect(close).toHaveBeenCalledWith({ kind: 'accepted', profile: stored }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/seoul/v1/cityfolio/profiles', body: { answers: ANSWERS, consent: true, consentVersion: CITYFOLIO_CONSENT_VERSION } });
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('a member accepts with the token; the member text says how to delete', async () => {
    signIn('member-1');
    const sent = serve(() => json(profileResponse(), 201));
    const { close } = renderModal(true);
    expect(screen.getByTestId('cityfolio-consent').textContent).toContain('결과를 삭제하거나 탈퇴할 때까지 보관합니다');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 결과 보기' })); });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer /);
  });

  it('a refused save stays open with the reason; a server failure with a generic message', async () => {
    let answer = () => json(errorBody('INVESTMENT_PROFILE_CONSENT_REQUIRED', '진단 결과를 저장하려면 동의가 필요합니다.'), 400);
    mockApi(() => answer());
    const { close } = renderModal(false);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 결과 보기' })); });
    expect((await screen.findByRole('alert')).textContent).toBe('진단 결과를 저장하려면 동의가 필요합니다.');
    answer = () => json(errorBody('INTERNAL_ERROR', 'boom'), 500);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: '동의하고 결과 보기' })); });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SAVE_FAILED_MESSAGE));
    expect(close).not.toHaveBeenCalled();
  });
});
