'use client';

import type { InvestmentProfileResponse } from '@spi/core/contracts/cityfolio';
import Link from '@/components/ui/app-link';
import { useEffect, useState } from 'react';
import { signInHref } from '@/components/content/links';
import { LinesSkeleton } from '@/components/content/states';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { formatSeoulDate } from '@/lib/seoul-time';
import { fetchGuestProfile } from '../api/cityfolio-client';
import { forgetGuestId, guestIdOf, rememberGuestId } from '../lib/guest-id';
import { CITYFOLIO_HOME, CITYFOLIO_PROFILE } from '../lib/paths';
import { useMemberProfile } from '../lib/use-member-profile';
import { ProfileResult } from './profile-result';
import styles from './profile-screen.module.css';

export const GUEST_RESULT_GONE = '진단 결과를 찾을 수 없습니다. 보관 기간이 지났거나, 이미 계정에 저장했거나, 주소가 올바르지 않습니다.';

type GuestState =
  | { status: 'loading' }
  | { status: 'ready'; profile: InvestmentProfileResponse; returnPath: string }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** A guest's stored result, read with the id in the address; the id is kept for the sign-in round trip. */
function useGuestProfile(active: boolean) {
  const [state, setState] = useState<GuestState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    const guestId = guestIdOf(window.location.search);
    if (!guestId) { setState({ status: 'missing' }); return; }
    const controller = new AbortController();
    const returnPath = `${window.location.pathname}${window.location.search}`;
    setState({ status: 'loading' });
    fetchGuestProfile(guestId, controller.signal)
      .then((profile) => {
        rememberGuestId(guestId);
        setState({ status: 'ready', profile, returnPath });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 400)) {
          forgetGuestId();
          setState({ status: 'missing' });
        } else {
          setState({ status: 'error', message: '진단 결과를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' });
        }
      });
    return () => controller.abort();
  }, [active, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

function Missing() {
  return (
    <div className={styles.errorBox} data-testid="guest-result-missing">
      <p>{GUEST_RESULT_GONE}</p>
      <Link href={CITYFOLIO_PROFILE} className={styles.primaryLink}>투자 성향 진단하기</Link>
    </div>
  );
}

/**
 * /cityfolio/profile/result?investment_profile_guest_id=<id> (spec section 4, ADR 020 §7). A guest sees
 * the stored result with 로그인하고 결과 저장하기 / 회원가입, whose redirect returns here with the id. A
 * signed-in member arriving with the id attaches it (POST /cityfolio/profiles/claim), the parameter is
 * stripped from the address (other parameters kept), a snackbar confirms, and the result shown is the
 * account's (GET /cityfolio/profiles/me).
 */
export function GuestResultScreen() {
  const userId = useSignedInUserId();
  const member = useMemberProfile(userId);
  const guest = useGuestProfile(userId === null);

  let content;
  if (userId === undefined) {
    content = <div className={styles.loading}><LinesSkeleton lines={6} /></div>;
  } else if (userId) {
    const state = member.state;
    if (state.status === 'loading') content = <div className={styles.loading}><LinesSkeleton lines={6} /></div>;
    else if (state.status === 'error') {
      content = (
        <div className={styles.errorBox} role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={() => void member.reload()}>다시 시도</Button>
        </div>
      );
    } else if (!state.profile) content = <Missing />;
    else {
      const profile = state.profile;
      content = (
        <ProfileResult
          result={profile.result}
          answers={profile.answers}
          recommendations={profile.recommendations}
          answeredAt={profile.answeredAt}
          notice={<p className={styles.saved} data-testid="profile-saved">내 계정에 저장된 진단 결과입니다. 시티폴리오 투자 성향 진단 화면에서 언제든 다시 볼 수 있습니다.</p>}
          actions={<Link href={CITYFOLIO_PROFILE} className={styles.secondaryLink}>진단 화면으로 가기</Link>}
        />
      );
    }
  } else {
    const state = guest.state;
    if (state.status === 'loading') content = <div className={styles.loading}><LinesSkeleton lines={6} /></div>;
    else if (state.status === 'missing') content = <Missing />;
    else if (state.status === 'error') {
      content = (
        <div className={styles.errorBox} role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={guest.retry}>다시 시도</Button>
        </div>
      );
    } else {
      const { profile, returnPath } = state;
      const href = signInHref(returnPath);
      content = (
        <ProfileResult
          result={profile.result}
          answers={profile.answers}
          recommendations={profile.recommendations}
          answeredAt={profile.answeredAt}
          notice={(
            <div className={styles.guestBox} data-testid="guest-save-box">
              <h2 className={styles.guestTitle}>결과를 계정에 저장하세요</h2>
              <p className={styles.guestText}>
                이 결과는 아직 계정에 연결되지 않았습니다.
                {profile.expiresAt ? ` ${formatSeoulDate(profile.expiresAt)}까지 이 주소로 볼 수 있으며, 그 안에 로그인하거나 가입하면 계정에 저장됩니다.` : ' 로그인하거나 가입하면 계정에 저장됩니다.'}
              </p>
              <div className={styles.guestActions}>
                <Link href={href} className={styles.primaryLink} data-testid="guest-sign-in">로그인하고 결과 저장하기</Link>
                <Link href={href} className={styles.secondaryLink} data-testid="guest-sign-up">회원가입</Link>
              </div>
            </div>
          )}
          actions={<Link href={CITYFOLIO_PROFILE} className={styles.secondaryLink}>다시 진단하기</Link>}
        />
      );
    }
  }

  return (
    <div className={styles.page} data-testid="cityfolio-profile-result">
      <nav className={styles.crumbs} aria-label="위치">
        <Link href={CITYFOLIO_HOME}>시티폴리오</Link><span aria-hidden="true">›</span>
        <Link href={CITYFOLIO_PROFILE}>투자 성향 진단</Link><span aria-hidden="true">›</span><span>진단 결과</span>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>나의 투자 성향 진단 결과</h1>
      </header>
      {content}
    </div>
  );
}
