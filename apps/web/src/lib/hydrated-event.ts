/**
 * The event dispatched on `window` once the page has hydrated (the root layout's `HydratedSignal`). A guest's
 * document plays the taps and keys a reader gave it while its scripts loaded again on it (ADR 039): its loader,
 * written by `src/server/scripts-after-paint.ts`, listens for this name.
 */
export const HYDRATED_EVENT = 'spi:hydrated';
