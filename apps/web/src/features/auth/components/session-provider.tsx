'use client';

import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readTokenClaims, shouldRefreshInBackground, viewerFlags } from '@spi/core';
import { lastRefreshTime, onAuthEvent, readAccessToken, refreshSession } from '@/lib/api-client';
import { loadedQueryClient } from '@/lib/query-registry';
import { reportClientError } from '@/lib/report-error';
import { loadWithRetry } from '@/components/ui';
import { userKeys } from '../api/user-queries';
import { useViewer } from '../hooks/use-viewer';
import { AUTH_EVENTS, hashSubject, identify, track } from '@/lib/analytics';
import { browserSessionEffects, saveLastLogin, takePendingLogin } from '../lib/browser';
import { installGlobalErrorHandlers } from '../lib/error-handlers';
import { SessionContext, type SessionContextValue } from '../lib/session-context';
import { viewerStore } from '../lib/viewer-store';
import {
  GUEST_SESSION, LOADING_SESSION, authenticatedSession, resolveSession, startSession, type SessionState,
} from '../lib/session-machine';

// One start per page load, even when React runs effects twice (StrictMode) or the provider remounts.
let startPromise: Promise<SessionState> | null = null;

export function resetSessionStartForTests(): void {
  startPromise = null;
}

/** Drops every cached query of the signed-in user (keys starting with 'user') from the page's client, if it has one. */
const forgetUserData = () => loadedQueryClient()?.removeQueries({ queryKey: userKeys.all });

/**
 * The client session of spec section 4. Mount once in the root layout; the page itself stays static (nothing
 * here reads cookies on the server). TanStack Query is loaded only for a signed-in reader, to follow their user
 * info (lib/viewer-sync.ts, ADR 030).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  useState(installGlobalErrorHandlers);
  const [state, setState] = useState<SessionState>(LOADING_SESSION);

  useEffect(() => {
    let active = true;
    // A stored token most likely means a member: fetch the viewer's sync code while the session starts, not after.
    if (readAccessToken()) void import('../lib/viewer-sync').catch(() => undefined);
    startPromise ??= startSession(browserSessionEffects);
    // In a transition: the page's first session render (header, menus, member-only parts) is rendered in slices
    // between frames instead of one long task right after hydration.
    void startPromise.then((next) => { if (active) startTransition(() => setState(next)); });
    return () => { active = false; };
  }, []);

  // Refreshes (from any request's 401 or the background refresh) and failed refreshes.
  useEffect(() => onAuthEvent((event) => {
    if (event.type === 'token-refreshed') {
      const claims = readTokenClaims(event.token);
      setState((current) => {
        if (!claims) return current;
        // Same user: keep the cached user data; another user: start over.
        if (current.userId && current.userId !== claims.sub) forgetUserData();
        return authenticatedSession(claims);
      });
    } else {
      forgetUserData();
      setState(GUEST_SESSION);
    }
  }), []);

  // A signed-in reader's user info and additional info, followed in the Query cache for useViewer.
  const { status, userId } = state;
  useEffect(() => {
    if (status !== 'authenticated' || !userId) {
      viewerStore.reset();
      return;
    }
    let active = true;
    let stop: (() => void) | undefined;
    loadWithRetry(() => import('../lib/viewer-sync'))
      .then(({ followViewer }) => { if (active) stop = followViewer(userId); })
      .catch(reportClientError);
    return () => {
      active = false;
      stop?.();
    };
  }, [status, userId]);

  // Item 5: on focus or when the tab becomes visible, refresh a token within 300 s of expiry, at most once per 60 s.
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'hidden') return;
      const claims = readTokenClaims(readAccessToken());
      if (shouldRefreshInBackground(claims, lastRefreshTime(), Date.now())) void refreshSession();
    };
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', wake);
    };
  }, []);

  const reload = useCallback(async () => {
    setState(await resolveSession(browserSessionEffects));
  }, []);

  const value = useMemo<SessionContextValue>(() => ({ ...state, reload }), [state, reload]);

  return (
    <SessionContext value={value}>
      <SessionSideEffects />
      {children}
    </SessionContext>
  );
}

/**
 * Once the member's data is loaded: remembers the last login (channel and e-mail) for /sign-in, records
 * a sign-in that started on /sign-in, and identifies the user to analytics by the hash of the subject.
 */
function SessionSideEffects() {
  const { viewer, user, info, session } = useViewer();
  const identified = useRef<string | null>(null);

  useEffect(() => {
    if (session.status === 'guest') {
      identified.current = null;
      return;
    }
    if (!user || !info || !session.claims) return;
    saveLastLogin({ channel: user.provider, email: user.email });
    const pending = takePendingLogin();
    if (pending) track(AUTH_EVENTS.login, { method: pending });
    if (identified.current === session.claims.sub) return;
    identified.current = session.claims.sub;
    const flags = viewerFlags(viewer);
    void hashSubject(session.claims.sub).then((hashed) => {
      identify(hashed, {
        user_type: flags.isCorporate ? 'CORPORATE' : 'PERSONAL',
        membership_name: info.membership?.membershipName ?? '',
        assign: user.assign,
        provider: user.provider,
        newsletter: user.subscribeNews,
        crm_id: hashed,
      });
    });
  }, [session.status, session.claims, user, info, viewer]);

  return null;
}
