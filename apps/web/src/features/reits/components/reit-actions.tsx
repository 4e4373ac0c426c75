'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Button, useModal } from '@/components/ui';
import { useSignedInUserId } from '@/components/content/use-signed-in';
import { recordReitView } from '../api/reits-client';
import { REIT_DOWNLOAD_MODAL } from '../lib/register-modals';
import type { ReitDownloadArgs } from './download-modal';

/** The REIT download button: guests go to sign-in (and come back); members open the download modal. */
export function DownloadButton(props: ReitDownloadArgs) {
  const { open } = useModal();
  const router = useRouter();
  const userId = useSignedInUserId();
  const onClick = () => {
    // The tier is checked by the API (reitDownloadAccess in core); here only whether anyone is signed in.
    if (userId === null) {
      router.push(`/sign-in?redirect=${encodeURIComponent(`/reitsfocus/${props.ticker}`)}`);
      return;
    }
    void open({ name: REIT_DOWNLOAD_MODAL, args: props });
  };
  return <Button variant="secondary" onClick={onClick} data-testid="reit-download">엑셀 다운로드</Button>;
}

/** Counts this visit once a day for 주목도 (a small POST after the cached page has loaded). */
export function ReitViewCounter({ ticker }: { ticker: string }) {
  useEffect(() => { void recordReitView(ticker); }, [ticker]);
  return null;
}
