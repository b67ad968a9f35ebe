// Helpers of the home specs: axe, calls to the api from inside the page with the session's own access token, and
// answering whatever problem the problem view shows.
import { SPEC_CALLS } from '@mathbridge/contract';
import type { Page } from '@playwright/test';
import { typeIntoMathField } from './shell-support.js';

export { seriousViolations } from './shell-support.js';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Calls the api from the page (same origin, through the gateway) as the logged-in student. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body, jwtPath }) => {
      const jwt = (await (await fetch(jwtPath)).json()) as { accessToken: string | null };
      const headers: Record<string, string> = { Authorization: `Bearer ${jwt.accessToken ?? ''}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as T };
    },
    { method, path, body, jwtPath: SPEC_CALLS.jwt },
  );
}

/** Answers the problem on screen with anything: the first choice, or 12 typed into the math field. */
export async function answerShownProblem(page: Page): Promise<void> {
  const choices = page.getByRole('radiogroup');
  if (await choices.isVisible()) {
    await choices.getByRole('radio').first().check();
  } else {
    await typeIntoMathField(page, '12');
  }
  await page.getByRole('button', { name: 'Submit' }).click();
}
