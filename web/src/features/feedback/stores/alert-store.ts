// Messages for the user: alerts (a dialog the user confirms) and notices (a snackbar that goes away by itself).
import { create } from 'zustand';

export interface AlertMessage {
  id: number;
  text: string;
  kind: 'alert' | 'notice';
}

interface AlertState {
  queue: AlertMessage[];
  alert(text: string): void;
  notify(text: string): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useAlertStore = create<AlertState>()((set) => ({
  queue: [],
  // The same text twice in a row (parallel failing calls) shows once.
  alert: (text) =>
    set((s) =>
      s.queue.some((m) => m.kind === 'alert' && m.text === text)
        ? s
        : { queue: [...s.queue, { id: nextId++, text, kind: 'alert' }] },
    ),
  notify: (text) => set((s) => ({ queue: [...s.queue, { id: nextId++, text, kind: 'notice' }] })),
  dismiss: (id) => set((s) => ({ queue: s.queue.filter((m) => m.id !== id) })),
}));
