// The answers kept on this device while offline, as the screens see them; re-read after every keep, send and drop.
import { create } from 'zustand';
import { pendingAnswers, type PendingAnswer } from '../lib/offline-answers';

interface KeptAnswersState {
  userId: string | null;
  kept: PendingAnswer[];
  /** Re-reads storage for this student. */
  refresh(userId: string | null): void;
}

export const useKeptAnswersStore = create<KeptAnswersState>()((set) => ({
  userId: null,
  kept: [],
  refresh: (userId) => set({ userId, kept: userId ? pendingAnswers(userId) : [] }),
}));
