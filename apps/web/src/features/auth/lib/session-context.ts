'use client';

import { createContext, useContext } from 'react';
import { LOADING_SESSION, type SessionState } from './session-machine';

export interface SessionContextValue extends SessionState {
  /** Re-reads the stored token (after a sign-up saved new tokens, for example). */
  reload(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue>({ ...LOADING_SESSION, reload: async () => {} });

/** The client session: 'loading' until the stored token was checked, then 'authenticated' or 'guest'. */
export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
