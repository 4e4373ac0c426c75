/** Addresses of the 이벤트 screens (one place, so cards, pages, the sitemap and /user/events agree). */
export const EVENT_LIST_PATH = '/event';
export const MY_EVENTS_PATH = '/user/events';
export const eventPath = (id: number | string): string => `/event/${encodeURIComponent(String(id))}`;
/** Where a guest goes to sign in and come back. */
export const signInHref = (redirect: string): string => `/sign-in?redirect=${encodeURIComponent(redirect)}`;
