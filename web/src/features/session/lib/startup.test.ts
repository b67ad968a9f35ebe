import { describe, expect, it } from 'vitest';
import { runStartup } from './startup';

describe('startup order', () => {
  it('loads the course map, sets up loading, chooses the language, then checks the session', async () => {
    const calls: string[] = [];
    let releaseMap: () => void = () => undefined;
    const run = runStartup({
      loadCourseMap: () =>
        new Promise<void>((resolve) => {
          calls.push('course-map');
          releaseMap = resolve;
        }),
      setUpLoadingIndicator: () => void calls.push('loading'),
      chooseLanguage: () => void calls.push('language'),
      checkSession: async () => void calls.push('session'),
    });
    await Promise.resolve();
    expect(calls).toEqual(['course-map']);
    releaseMap();
    await run;
    expect(calls).toEqual(['course-map', 'loading', 'language', 'session']);
  });
});
