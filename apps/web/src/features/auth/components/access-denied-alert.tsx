'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { ACCESS_MESSAGES, type AccessDenialReason } from '@spi/core';
import { showSystemAlert } from '@/components/ui';

const isReason = (value: string | null): value is AccessDenialReason => value !== null && value in ACCESS_MESSAGES;

/** The alert's title for each denial; the message stays the spec's verbatim text (section 5). */
export const ACCESS_TITLES: Record<AccessDenialReason, string> = {
  guestOnly: '이미 로그인되어 있습니다',
  loginRequired: '로그인이 필요합니다',
  corporationManagerOnly: '접근 제한',
  corporationMemberOnly: '접근 제한',
  roleRequired: '접근 제한',
  membershipRequired: '멤버십이 필요합니다',
  membershipTierRequired: '멤버십이 필요합니다',
};

/**
 * After an access-denial redirect (`?denied=<reason>`), shows the Korean message of spec section 5 as
 * the system alert (with a title from ACCESS_TITLES) and strips the flag from the address. Mounted once in the layout inside <Suspense>.
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
    void showSystemAlert({ title: ACCESS_TITLES[reason], message: ACCESS_MESSAGES[reason] });
  }, [reason, param]);

  return null;
}
