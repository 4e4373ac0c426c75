'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { addAnalyticsSink, track } from '@/lib/analytics';
import { ConsentBanner } from './consent-banner';
import { readConsent, writeConsent, type ConsentChoice } from './consent';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { needsConsent, type ObservabilityConfig } from './runtime-config';

/** A page view on every route change (path or query). */
function PageViews() {
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  useEffect(() => {
    track('page_view', { page_path: pathname });
  }, [pathname, search]);
  return null;
}

let thirdPartyLoaded = false;

async function loadThirdParty(config: ObservabilityConfig): Promise<void> {
  if (thirdPartyLoaded) return;
  thirdPartyLoaded = true;
  const { loadGa4, loadClarity } = await import('@/lib/analytics/third-party');
  if (config.ga4Id) addAnalyticsSink(loadGa4(config.ga4Id));
  if (config.clarityId) loadClarity(config.clarityId);
}

/**
 * Mounted once by the root layout: page views, lazy Sentry (only with a DSN), the consent banner and
 * GA4/Clarity (only when configured and consented). Identification happens in the session provider.
 */
export function ObservabilityMount() {
  const [config, setConfig] = useState<ObservabilityConfig | null>(null);
  const [consent, setConsent] = useState<ConsentChoice | null>(null);

  useEffect(() => {
    setConsent(readConsent());
    let active = true;
    void loadRuntimeConfig().then((loaded) => {
      if (!active || !loaded) return;
      setConfig(loaded);
      if (loaded.sentryDsn) void import('./sentry-browser').then((m) => m.initBrowserSentry(loaded));
      else void import('./capture').then((m) => m.setErrorCapture(null));
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (config && consent === 'granted' && needsConsent(config)) void loadThirdParty(config);
  }, [config, consent]);

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice);
    setConsent(choice);
  };

  return (
    <>
      <Suspense fallback={null}>
        <PageViews />
      </Suspense>
      {config && needsConsent(config) && consent === null ? <ConsentBanner onChoose={choose} /> : null}
    </>
  );
}
