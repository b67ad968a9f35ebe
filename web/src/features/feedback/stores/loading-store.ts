// Requests in flight, for the loading overlay. Counting starts once startup has set up the indicator (spec §4 step 2).
import { create } from 'zustand';

interface LoadingState {
  enabled: boolean;
  inFlight: number;
  enable(): void;
  begin(): void;
  end(): void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  enabled: false,
  inFlight: 0,
  enable: () => set({ enabled: true }),
  begin: () => set((s) => (s.enabled ? { inFlight: s.inFlight + 1 } : s)),
  end: () => set((s) => (s.enabled && s.inFlight > 0 ? { inFlight: s.inFlight - 1 } : s)),
}));
