import { beforeEach, describe, expect, it } from 'vitest';
import { useSolveStore } from './solve-store';

beforeEach(() => useSolveStore.getState().reset());

describe('the solve store', () => {
  it('starts at the first problem, step 1, with it visited', () => {
    useSolveStore.getState().start(['a', 'b', 'c']);
    expect(useSolveStore.getState()).toMatchObject({ currentIndex: 0, currentStep: 1, visitedProblemIds: ['a'] });
  });

  it('resumes where a reload left it, keeping the problems seen before', () => {
    useSolveStore.getState().start(['a', 'b', 'c'], { index: 2, visited: ['a', 'b', 'x'] });
    expect(useSolveStore.getState()).toMatchObject({ currentIndex: 2, visitedProblemIds: ['a', 'b', 'c'] });
  });

  it('moves among problems, marking them visited and resetting the step', () => {
    const store = useSolveStore.getState();
    store.start(['a', 'b']);
    store.setStep(2);
    store.goTo(1);
    store.goTo(5);
    expect(useSolveStore.getState()).toMatchObject({ currentIndex: 1, currentStep: 1, visitedProblemIds: ['a', 'b'] });
  });
});
