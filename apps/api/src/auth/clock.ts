/** Milliseconds since the epoch. Injected so tests can move time (token expiry, grace window, lifetimes). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
