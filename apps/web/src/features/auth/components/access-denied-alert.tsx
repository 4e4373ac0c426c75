'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { ACCESS_MESSAGES, type AccessDenialReason } from '@spi/core';
import { showSystemAlert } from '@/components/ui';

const isReason = (value: string | null): value is AccessDenialReason => value !== null && value in ACCESS_MESSAGES;

/**
 * After an access-denial redirect (`?denied=<reason>`), shows the Korean message of spec section 5 as
 * the system alert and strips the flag from the address. Mounted once in the layout inside <Suspense>.
 */
export function AccessDeniedAlert({ param }: { param: string }) {
  const searchParams = useSearchParams();
  const reason = searchParams.get(param);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!reason) {
      shown.current = null;
      return;
    }
    const url = new URL(window.location.href);
    url.searchParams.delete(param);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    if (!isReason(reason) || shown.current === reason) return;
    shown.current = reason;
    void showSystemAlert({ message: ACCESS_MESSAGES[reason] });
  }, [reason, param]);

  return null;
}
