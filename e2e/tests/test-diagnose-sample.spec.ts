// The visitor's diagnostic sample (/sample/preVer2Diagnose) through the whole stack: pick a grade, answer up to
// eight questions with no right or wrong shown, survive a reload and an answer the grader cannot read, and read the
// report built from exactly those answers, which says nothing is saved and offers signup. axe on each screen.
import { TEST_PATHS } from '@mathbridge/contract';
import type { SampleDiagnose } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { answerShownQuestion, questionHeading, seriousViolations, shellReady } from './test-support.js';

test('a visitor takes the sample diagnostic to its report', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    localStorage.setItem('languageType', 'en');
    localStorage.setItem('translationCode', 'en');
  });
  const steps: SampleDiagnose[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith(TEST_PATHS.sampleDiagnose) && response.status() === 200) {
      steps.push((await response.json()) as SampleDiagnose);
    }
  });

  await page.goto('/sample/preVer2Diagnose');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Try a diagnostic test' })).toBeVisible();
  await expect(page.getByTestId('sample-not-saved')).toContainText('nothing is saved');
  await expect(page.getByText('answer up to 8 questions')).toBeVisible();
  const grade = page.getByRole('combobox', { name: 'Grade' });
  await grade.click();
  await page.getByRole('option', { name: 'Elementary Grade 5' }).click();
  await expect(grade).toHaveText('Elementary Grade 5');
  // The menu fades out after the pick, out of the accessibility tree but still on the page; axe would read its
  // fading options as low contrast, so wait until they are gone.
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(page.getByText('Question 1 of up to 8')).toBeVisible();
  await expect(page.getByText("You'll see how you did at the end.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await answerShownQuestion(page, 1);
  await expect(questionHeading(page, 2)).toBeFocused();
  // No right or wrong during the sample.
  await expect(page.getByText(/correct|incorrect|right|wrong/i)).toHaveCount(0);

  // A reload resumes at the same question: the answers so far are kept in this tab.
  await page.reload();
  await expect(questionHeading(page, 2)).toBeVisible();
  await expect(page.getByText('Question 2 of up to 8')).toBeVisible();

  // An answer the grader cannot read shows the hint and lets the visitor answer again.
  await page.route('**/v1/api/samples/tests/diagnose', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'E_UNPARSEABLE',
        message: 'Please enter the correct answer',
        hint: { ko: '자연수로 써 주세요.', en: 'Write a whole number, like 12.' },
      }),
    }),
  );
  await page.getByTestId('test-question').getByRole('button', { name: "I don't know" }).click();
  const unreadable = page.getByTestId('unparseable');
  await expect(unreadable).toContainText('Please enter the correct answer');
  await expect(unreadable).toContainText('Write a whole number, like 12.');
  await expect(questionHeading(page, 2)).toBeVisible();
  await page.unroute('**/v1/api/samples/tests/diagnose');
  await answerShownQuestion(page, 2, { skip: true });

  const report = page.getByTestId('report-summary');
  for (let number = 3; number <= 8; number++) {
    await expect(questionHeading(page, number).or(report)).toBeVisible();
    if (await report.isVisible()) break;
    await answerShownQuestion(page, number, { skip: number % 2 === 0 });
  }

  // The report, built from exactly these answers.
  await expect(page.getByRole('heading', { level: 1, name: 'Try a diagnostic test' })).toBeVisible();
  await expect(page.getByText('All done! Here is your report.')).toBeVisible();
  const last = steps.at(-1)?.report;
  expect(last).toBeTruthy();
  expect(last!.answered).toBeLessThanOrEqual(8);
  await expect(report).toContainText('Elementary Grade 5');
  await expect(page.getByTestId('summary-answered').locator('dd')).toHaveText(String(last!.answered));
  await expect(page.getByTestId('summary-correct').locator('dd')).toHaveText(String(last!.correct));
  await expect(page.getByTestId('unit-result')).toHaveCount(last!.units.length);
  for (const unit of last!.units) {
    const card = page.locator(`[data-testid="unit-result"][data-unit="${unit.unitId}"]`);
    await expect(card).toContainText(unit.sentence.en);
    await expect(card.getByTestId('evidence')).toHaveCount(unit.evidence.length);
  }
  await expect(page.getByTestId('plan-step')).toHaveCount(last!.plan.length);
  // Visitors get the lessons, not practice (practice is saved per student).
  await expect(page.getByRole('link', { name: /^Practice / })).toHaveCount(0);
  if (last!.plan.length > 0) {
    await expect(
      page
        .getByTestId('plan-step')
        .first()
        .getByRole('link', { name: /^Study / }),
    ).toHaveAttribute('href', `/study/learning/?unitId=${last!.plan[0]!.unitId}`);
  }
  await expect(page.getByTestId('sample-not-saved')).toBeVisible();
  const signup = page.getByTestId('sample-signup');
  await expect(signup).toContainText("This report isn't saved.");
  await expect(signup.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/user/signup');
  expect(await seriousViolations(page)).toEqual([]);

  // Starting over goes back to the grade.
  await page.getByRole('button', { name: 'Try another grade' }).click();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
});
