// The session: login state (spec §3: INIT, LOGIN, NO_LOGIN), the init view status, the user and the access token.
// The access token lives in memory only; after a reload the app asks GET /api/jwt for it again.
import type { InitViewStatus, LoginState, UserMe } from '@mathbridge/contract';
import { create } from 'zustand';

interface SessionState {
  loginStatus: LoginState;
  initViewStatus: InitViewStatus;
  accessToken: string | null;
  user: UserMe | null;
  setAccessToken(token: string | null): void;
  /** NO_LOGIN -> LOGIN after a successful me call. */
  loggedIn(user: UserMe): void;
  /** Clears the user and the token and sets NO_LOGIN. */
  loggedOut(): void;
  markNoLogin(): void;
  markViewOk(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  loginStatus: 'INIT',
  initViewStatus: 'INIT',
  accessToken: null,
  user: null,
  setAccessToken: (accessToken) => set({ accessToken }),
  loggedIn: (user) => set({ user, loginStatus: 'LOGIN' }),
  loggedOut: () => set({ user: null, accessToken: null, loginStatus: 'NO_LOGIN' }),
  markNoLogin: () => set({ loginStatus: 'NO_LOGIN' }),
  markViewOk: () => set({ initViewStatus: 'OK' }),
}));

/** A token the app may use: not missing, not empty, and not the text 'undefined' (spec §4). */
export function isUsableToken(token: string | null | undefined): token is string {
  return token != null && token.trim() !== '' && token !== 'undefined' && token !== 'null';
}
