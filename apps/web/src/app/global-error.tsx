'use client';

import { useEffect, useState } from 'react';
import '@/styles/globals.css';
import { ErrorView, ERROR_TEXTS } from '@/components/layout/error-view';
import { reportClientError } from '@/lib/report-error';

/** Last-resort fallback when the root layout itself fails: same page, its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const [errorId, setErrorId] = useState<string>();
  useEffect(() => setErrorId(reportClientError(error)), [error]);
  return (
    <html lang="ko">
      <body>
        <main id="main">
          <ErrorView errorId={errorId} action={<button type="button" onClick={() => window.history.back()}>{ERROR_TEXTS.refresh}</button>} />
        </main>
      </body>
    </html>
  );
}
