// The startup order of spec §4: course map, loading indicator, language, session. Each step is injected so the
// order itself is tested.
export interface StartupSteps {
  loadCourseMap(): Promise<unknown>;
  setUpLoadingIndicator(): void;
  chooseLanguage(): void;
  checkSession(): Promise<void>;
}

export async function runStartup(steps: StartupSteps): Promise<void> {
  await steps.loadCourseMap();
  steps.setUpLoadingIndicator();
  steps.chooseLanguage();
  await steps.checkSession();
}
