import { isSophiHiddenPath } from '@spi/core/sophi/page-context';
import { hidesSophiAnimation, isSophiAllowedPath, SOPHI_OPEN_PARAM, SOPHI_OPEN_VALUE } from '@spi/core/sophi/paths';

/**
 * Where the Sophi button shows and whether it moves (spec section 2): never on the hidden prefixes
 * (/admin, /sign-in...), else on the allow-list's paths (an empty list means everywhere); the idle
 * animation is off on /reitsfocus paths and on an article (/article?id=N). Pure, no zod: the layout's
 * first load carries it.
 */
export interface SophiMountDecision {
  visible: boolean;
  animate: boolean;
  /** ?sophi=open asks for the panel on load. */
  openRequested: boolean;
}

export function sophiMountDecision(pathname: string, search: string, allowList: readonly string[]): SophiMountDecision {
  const visible = !isSophiHiddenPath(pathname) && isSophiAllowedPath(pathname, allowList);
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return {
    visible,
    animate: visible && !hidesSophiAnimation(pathname, params),
    openRequested: visible && params.get(SOPHI_OPEN_PARAM) === SOPHI_OPEN_VALUE,
  };
}

/** The current address without ?sophi=open (closing the panel replaces the history entry with it). */
export function withoutOpenParam(href: string): string {
  const url = new URL(href);
  if (url.searchParams.get(SOPHI_OPEN_PARAM) !== SOPHI_OPEN_VALUE) return href;
  url.searchParams.delete(SOPHI_OPEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
