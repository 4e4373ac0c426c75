'use client';

/**
 * A tiny analytics layer: `track(event, props)` hands events to a sink. The default sink pushes them onto
 * window.dataLayer, the queue Google Tag Manager reads; tests and other vendors plug in their own sink.
 * The analytics user id is a SHA-256 hash of the token subject, never the subject itself. Sinks: the
 * dataLayer, the first-party endpoint (always: pseudonymous, own server) and GA4 (configured and consented).
 */

import { firstPartySink, setAnalyticsUserId } from './first-party';
import type { AnalyticsProps, AnalyticsSink } from './types';

export type { AnalyticsProps, AnalyticsSink } from './types';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export const dataLayerSink: AnalyticsSink = {
  track(event, props) {
    if (typeof window === 'undefined') return;
    const w = window as DataLayerWindow;
    (w.dataLayer ??= []).push({ event, ...props });
  },
  identify(userId, props) {
    if (typeof window === 'undefined') return;
    const w = window as DataLayerWindow;
    (w.dataLayer ??= []).push({ event: 'user_properties', user_id: userId, ...props });
  },
};

let sinks: AnalyticsSink[] = [dataLayerSink, firstPartySink];

/** Replaces every sink (tests). */
export function setAnalyticsSink(next: AnalyticsSink): void {
  sinks = [next];
}

/** Adds a sink (GA4 once consent is granted); returns its removal. */
export function addAnalyticsSink(next: AnalyticsSink): () => void {
  sinks = [...sinks, next];
  return () => {
    sinks = sinks.filter((s) => s !== next);
  };
}

export function track(event: string, props: AnalyticsProps = {}): void {
  for (const sink of sinks) {
    try {
      sink.track(event, props);
    } catch (error) {
      console.warn('analytics: event dropped', event, error);
    }
  }
}

export function identify(userId: string | null, props: AnalyticsProps = {}): void {
  setAnalyticsUserId(userId);
  for (const sink of sinks) {
    try {
      sink.identify(userId, props);
    } catch (error) {
      console.warn('analytics: identify dropped', error);
    }
  }
}

/** Hex SHA-256 of the token subject (crypto.subtle); null where Web Crypto is unavailable. */
export async function hashSubject(subject: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(subject));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Events the session emits. */
export const AUTH_EVENTS = {
  login: 'login',
  signUp: 'sign_up',
  logout: 'logout',
  leave: 'account_leave',
} as const;
