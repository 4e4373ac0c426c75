'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

export type AppLinkProps = ComponentProps<typeof NextLink>;

/**
 * SPI's link: next/link that prefetches on intent (pointer over it, focus, a touch) instead of as soon as
 * it scrolls into view. The header, footer and every list are full of links; prefetching each one in view
 * cost a phone about 150 kB of JavaScript and 250 kB of page data on every page load (docs/performance.md).
 * `prefetch={false}` still turns prefetching off entirely; any other value applies once the reader shows
 * intent (Next's "hover-triggered prefetch" pattern). Every web link imports this, not next/link (lint).
 */
export default function AppLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: AppLinkProps) {
  const [intent, setIntent] = useState(false);
  const show = () => {
    if (!intent) setIntent(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(event) => { show(); onMouseEnter?.(event); }}
      onFocus={(event) => { show(); onFocus?.(event); }}
      onTouchStart={(event) => { show(); onTouchStart?.(event); }}
    />
  );
}
