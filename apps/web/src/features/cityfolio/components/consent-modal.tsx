'use client';

import { INVESTMENT_PROFILE_GUEST_TTL_DAYS } from '@spi/core/cityfolio/model';
import type { InvestmentProfileAnswers } from '@spi/core/cityfolio/profile';
import type { InvestmentProfileResponse } from '@spi/core/contracts/cityfolio';
import { useState } from 'react';
import { Button, ModalActions, ModalBody, ModalTitle, useModalContext, type ModalComponentProps } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { saveInvestmentProfile } from '../api/cityfolio-client';
import styles from './consent-modal.module.css';

export interface CityfolioConsentArgs {
  answers: InvestmentProfileAnswers;
  /** Stored on the account (true) or under a guest id in the address (false). */
  signedIn: boolean;
}

/** 'accepted' with the stored result, or 'declined' (취소, Escape): nothing was sent. */
export type CityfolioConsentResult = { kind: 'accepted'; profile: InvestmentProfileResponse } | { kind: 'declined' };

export const SAVE_FAILED_MESSAGE = '진단 결과를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * Named modal 'cityfolio-consent-info' (spec section 2): what the questionnaire stores (the answers and
 * the result), why, for how long (a guest's until it is attached to an account, at most
 * INVESTMENT_PROFILE_GUEST_TTL_DAYS days) and that it can be deleted. 동의하고 결과 보기 stores the answers
 * (POST /cityfolio/profiles with the consent version) and closes with the stored result; 취소 closes
 * without sending anything, and the page shows the result computed in the browser instead.
 */
export default function CityfolioConsentModal({ args, close }: ModalComponentProps<CityfolioConsentArgs, CityfolioConsentResult>) {
  const { answers, signedIn } = args;
  const { setBusy } = useModalContext();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    if (pending) return;
    setPending(true);
    setBusy(true);
    setError(null);
    try {
      const profile = await saveInvestmentProfile(answers, signedIn);
      setBusy(false);
      close({ kind: 'accepted', profile });
      return;
    } catch (failure) {
      setError(isApiError(failure) && failure.status > 0 && failure.status < 500 ? failure.message : SAVE_FAILED_MESSAGE);
    }
    setPending(false);
    setBusy(false);
  };

  return (
    <div className={styles.modal} data-testid="cityfolio-consent">
      <ModalTitle className={styles.title}>진단 결과 저장 안내</ModalTitle>
      <ModalBody className={styles.body}>
        <p className={styles.lead}>결과를 보여 드리기 전에 저장에 동의해 주세요. 동의하지 않아도 결과는 볼 수 있지만 저장되지 않습니다.</p>
        <dl className={styles.list}>
          <div>
            <dt>저장하는 정보</dt>
            <dd>6개 문항에 대한 답변과 진단 결과(투자 성향, 점수), 동의한 시각</dd>
          </div>
          <div>
            <dt>저장하는 이유</dt>
            <dd>결과에 맞는 리츠·아티클·시티폴리오 콘텐츠를 추천하고, 나중에 결과를 다시 볼 수 있도록 하기 위해서입니다.</dd>
          </div>
          <div>
            <dt>보관 기간</dt>
            <dd>
              {signedIn
                ? '회원님의 계정에 저장되며, 결과를 삭제하거나 탈퇴할 때까지 보관합니다.'
                : `로그인 전에는 결과 주소로만 볼 수 있으며, ${INVESTMENT_PROFILE_GUEST_TTL_DAYS}일 안에 로그인하거나 가입해 계정에 연결하지 않으면 삭제됩니다.`}
            </dd>
          </div>
          <div>
            <dt>삭제</dt>
            <dd>{signedIn ? '시티폴리오 투자 성향 진단 화면의 ‘결과 삭제’로 언제든 지울 수 있습니다.' : '계정에 연결한 뒤 ‘결과 삭제’로 언제든 지울 수 있습니다.'}</dd>
          </div>
        </dl>
        <p className={styles.note}>진단 결과는 투자 권유가 아니며, 투자 판단의 참고 자료로만 활용해 주세요.</p>
        {error && <p className={styles.error} role="alert">{error}</p>}
      </ModalBody>
      <ModalActions className={styles.actions}>
        <Button variant="secondary" size="lg" disabled={pending} onClick={() => close({ kind: 'declined' })} data-testid="cityfolio-consent-decline">취소</Button>
        <Button size="lg" loading={pending} onClick={() => void accept()} className={styles.accept} data-testid="cityfolio-consent-accept">동의하고 결과 보기</Button>
      </ModalActions>
    </div>
  );
}
