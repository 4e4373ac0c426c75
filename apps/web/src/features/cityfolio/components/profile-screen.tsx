'use client';

import { scoreInvestmentProfile, type InvestmentProfileAnswers } from '@spi/core/cityfolio/profile';
import type { InvestmentProfileResponse, InvestmentProfileResult } from '@spi/core/contracts/cityfolio';
import Link from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LinesSkeleton } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { Button, useModal, useSnackbar, useSystemConfirm } from '@/components/ui';
import { deleteMyProfile } from '../api/cityfolio-client';
import { guestResultHref, pendingGuestId, rememberGuestId } from '../lib/guest-id';
import { CITYFOLIO_HOME } from '../lib/paths';
import { EMPTY_STATE, clearDraft, loadDraft, type QuestionnaireState } from '../lib/questionnaire';
import { CITYFOLIO_CONSENT_MODAL } from '../lib/register-modals';
import { useMemberProfile } from '../lib/use-member-profile';
import type { CityfolioConsentArgs, CityfolioConsentResult } from './consent-modal';
import { ProfileResult } from './profile-result';
import { Questionnaire } from './questionnaire';
import styles from './profile-screen.module.css';

/** The result of answers scored in the browser (core's scoring; the API decides the stored one). */
export function localResult(answers: InvestmentProfileAnswers): InvestmentProfileResult {
  const { code, score, profile } = scoreInvestmentProfile(answers);
  return { code, score, label: profile.label, description: profile.description, guidance: profile.guidance };
}

export const NOT_STORED_MESSAGE = '저장에 동의하지 않아 답변과 결과를 저장하지 않았습니다. 이 결과는 이 화면을 떠나면 다시 볼 수 없습니다.';
export const DELETED_MESSAGE = '진단 결과를 삭제했습니다.';

type View =
  | { kind: 'questionnaire'; initial: QuestionnaireState }
  | { kind: 'local'; answers: InvestmentProfileAnswers };

/**
 * /cityfolio/profile. A guest takes the questionnaire; a member sees their last stored result with
 * 다시 진단하기 and 결과 삭제 (or the questionnaire when there is none). The last step opens the consent
 * modal: accepting stores the answers (a guest's under an id, then their result page), declining shows the
 * result computed here, without storing anything, and says so.
 */
export function ProfileScreen() {
  const userId = useSignedInUserId();
  const member = useMemberProfile(userId);
  const router = useRouter();
  const { open } = useModal();
  const snackbar = useSnackbar();
  const confirm = useSystemConfirm();
  const [view, setView] = useState<View | null>(null);
  const [retaking, setRetaking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [guestResult, setGuestResult] = useState<string | null>(null);

  // The draft lives in sessionStorage: read after mount, so the server HTML and the first render agree.
  useEffect(() => {
    setView({ kind: 'questionnaire', initial: loadDraft() });
    setGuestResult(pendingGuestId());
  }, []);

  const finish = async (answers: InvestmentProfileAnswers) => {
    setBusy(true);
    const args: CityfolioConsentArgs = { answers, signedIn: Boolean(userId) };
    const outcome = (await open({ name: CITYFOLIO_CONSENT_MODAL, args })) as CityfolioConsentResult | undefined;
    setBusy(false);
    if (outcome?.kind !== 'accepted') {
      setView({ kind: 'local', answers });
      return;
    }
    clearDraft();
    const { profile } = outcome;
    if (profile.guestId) {
      rememberGuestId(profile.guestId);
      router.push(guestResultHref(profile.guestId));
      return;
    }
    member.setProfile(profile);
    setRetaking(false);
    setView({ kind: 'questionnaire', initial: EMPTY_STATE });
    snackbar.show({ type: 'Success', message: '진단 결과를 저장했습니다.' });
  };

  const remove = async () => {
    const ok = await confirm({
      title: '진단 결과를 삭제할까요?',
      message: '저장된 답변과 결과가 모두 지워지며 되돌릴 수 없습니다.',
      submitLabel: '삭제',
      submitColor: 'danger',
      onSubmit: () => deleteMyProfile(),
      errorMessage: '진단 결과를 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    if (!ok) return;
    member.setProfile(null);
    setView({ kind: 'questionnaire', initial: EMPTY_STATE });
    snackbar.show({ type: 'Success', message: DELETED_MESSAGE });
  };

  const retake = () => {
    clearDraft();
    setRetaking(true);
    setView({ kind: 'questionnaire', initial: EMPTY_STATE });
  };

  let content;
  if (userId === undefined || view === null || (userId && member.state.status === 'loading')) {
    content = <div className={styles.loading}><LinesSkeleton lines={6} /></div>;
  } else if (userId && member.state.status === 'error') {
    content = (
      <div className={styles.errorBox} role="alert">
        <p>{member.state.message}</p>
        <Button variant="secondary" onClick={() => void member.reload()}>다시 시도</Button>
      </div>
    );
  } else if (view.kind === 'local') {
    const answers = view.answers;
    content = (
      <ProfileResult
        result={localResult(answers)}
        answers={answers}
        recommendations={null}
        notice={<p className={styles.notice} role="status" data-testid="profile-not-stored">{NOT_STORED_MESSAGE}</p>}
        actions={(
          <>
            <Button size="lg" className={styles.accent} onClick={() => void finish(answers)} loading={busy} data-testid="profile-store-after-all">동의하고 결과 저장하기</Button>
            <Button size="lg" variant="secondary" onClick={() => setView({ kind: 'questionnaire', initial: { step: 0, answers } })}>답변 고치기</Button>
          </>
        )}
      />
    );
  } else if (userId && member.state.status === 'ready' && member.state.profile && !retaking) {
    const profile: InvestmentProfileResponse = member.state.profile;
    content = (
      <ProfileResult
        result={profile.result}
        answers={profile.answers}
        recommendations={profile.recommendations}
        answeredAt={profile.answeredAt}
        notice={<p className={styles.saved} data-testid="profile-saved">내 계정에 저장된 최근 진단 결과입니다.</p>}
        actions={(
          <>
            <Button size="lg" className={styles.accent} onClick={retake} data-testid="profile-retake">다시 진단하기</Button>
            <Button size="lg" variant="secondary" onClick={() => void remove()} data-testid="profile-delete">결과 삭제</Button>
          </>
        )}
      />
    );
  } else {
    content = (
      <>
        {!userId && guestResult && (
          <p className={styles.saved}>이 브라우저 탭에서 저장한 진단 결과가 있습니다. <Link href={guestResultHref(guestResult)} className={styles.inlineLink}>저장된 결과 보기</Link></p>
        )}
        <Questionnaire key={JSON.stringify(view.initial)} initial={view.initial} onComplete={(answers) => void finish(answers)} busy={busy} />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="cityfolio-profile">
      <nav className={styles.crumbs} aria-label="위치"><Link href={CITYFOLIO_HOME}>시티폴리오</Link><span aria-hidden="true">›</span><span>투자 성향 진단</span></nav>
      <header className={styles.header}>
        <h1 className={styles.title}>나의 투자 성향 알아보기</h1>
        <p className={styles.lead}>6개 문항에 답하면 투자 성향과 함께 살펴볼 리츠, 아티클, 시티폴리오 콘텐츠를 추천해 드립니다.</p>
      </header>
      {content}
    </div>
  );
}
