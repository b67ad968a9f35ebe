// Problem-solving state of spec §3: the problems of a session, where the student is, and what they have opened.
import { create } from 'zustand';

interface SolveState {
  problemIds: string[];
  currentIndex: number;
  /** Step within the current problem; starts at 1. */
  currentStep: number;
  visitedProblemIds: string[];
  selectedGrade: string | null;
  selectedExplanation: string | null;
  selectedIndex: number | null;
  /** Opens a session at its first problem, or where a reload left it (with the problems seen before). */
  start(problemIds: string[], resume?: { index: number; visited: string[] }): void;
  goTo(index: number): void;
  setStep(step: number): void;
  selectGrade(grade: string | null): void;
  selectExplanation(explanation: string | null): void;
  selectIndex(index: number | null): void;
  reset(): void;
}

const initial = {
  problemIds: [] as string[],
  currentIndex: 0,
  currentStep: 1,
  visitedProblemIds: [] as string[],
  selectedGrade: null,
  selectedExplanation: null,
  selectedIndex: null,
};

const visit = (visited: string[], id: string | undefined) => (id && !visited.includes(id) ? [...visited, id] : visited);

export const useSolveStore = create<SolveState>()((set) => ({
  ...initial,
  start: (problemIds, resume) => {
    const index = resume && resume.index >= 0 && resume.index < problemIds.length ? resume.index : 0;
    const seen = (resume?.visited ?? []).filter((id) => problemIds.includes(id));
    set({ ...initial, problemIds, currentIndex: index, visitedProblemIds: visit(seen, problemIds[index]) });
  },
  goTo: (index) =>
    set((s) => {
      if (index < 0 || index >= s.problemIds.length) return s;
      return {
        currentIndex: index,
        currentStep: 1,
        visitedProblemIds: visit(s.visitedProblemIds, s.problemIds[index]),
      };
    }),
  setStep: (currentStep) => set({ currentStep: Math.max(1, currentStep) }),
  selectGrade: (selectedGrade) => set({ selectedGrade }),
  selectExplanation: (selectedExplanation) => set({ selectedExplanation }),
  selectIndex: (selectedIndex) => set({ selectedIndex }),
  reset: () => set(initial),
}));
