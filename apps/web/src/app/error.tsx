'use client';

import { useEffect, useState } from 'react';
import { ErrorView, ERROR_TEXTS } from '@/components/layout/error-view';
import { reportClientError } from '@/lib/report-error';

/**
 * Crash fallback inside the site frame: reports the error, shows the temporary-error page (served with
 * status 200, the page itself loaded fine) with a refresh button that goes back and a home button.
 */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const [errorId, setErrorId] = useState<string>();
  useEffect(() => setErrorId(reportClientError(error)), [error]);
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.reload();
  };
  return <ErrorView errorId={errorId} action={<button type="button" onClick={goBack}>{ERROR_TEXTS.refresh}</button>} />;
}
