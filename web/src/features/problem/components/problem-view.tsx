// One problem: the stem in the UI language, a choice list or a math answer field, Submit, then the feedback (the key
// and the step-by-step explanation) and Next (on the last problem, the button that ends the set). 'unparseable' is not wrong: the catalogue message and the hint show
// and the student may answer again. Give each problem its own key, so a new problem starts with a fresh view.
// Screens that grade later (a test) or cannot grade now (offline) answer with a notice instead of the key.
// On a solving screen whose problem set is shown translated, the stem, the choices with words, the hint and the
// explanation show the translation (right to left for ar, fa, he, ur; the math left to right inside), with a note
// that it is a machine translation and a link to this problem's original.
import type { CheckAnswerResponse, ProblemView as Problem } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MachineTranslationNote } from '../../translation/components/machine-translation-note';
import { useQuestionSheetContext } from '../../translation/hooks/use-question-sheet';
import { holdsWords, stepTexts } from '../../translation/lib/question-sheet';
import { ChoiceList } from './choice-list';
import { MathInput } from './math-input';
import { ExplanationSteps } from './explanation-steps';
import { MathLatex, MathText } from './math-text';
import { ProblemFigure } from '../../../components/problem-figure';

export type ProblemLanguage = 'ko' | 'en';

/** The answer taken without the key: a notice in the screen's own words (e.g. recorded for a test, kept offline). */
export interface ProblemNotice {
  result: 'notice';
  severity: 'info' | 'success' | 'warning' | 'error';
  title: string;
  body?: string;
}

export type ProblemFeedback = CheckAnswerResponse | ProblemNotice;

export function ProblemView({
  problem,
  language,
  check,
  onNext,
  nextLabel,
  last = false,
  heading,
  focusOnMount = false,
  initialAnswer,
  initialFeedback,
  children,
  headingComponent = 'h2',
  autoFocusAnswer = true,
}: {
  problem: Problem;
  language: ProblemLanguage;
  /** Grades an answer: the choice index for multiple, the LaTeX typed for essay. */
  check: (answer: string | number) => Promise<ProblemFeedback>;
  /** Without it there is no Next button (a sheet of problems answered in any order). */
  onNext?: () => void;
  nextLabel?: string;
  /** The last problem of its set: Next ends the set, so there is no next problem to point to. */
  last?: boolean;
  /** The problem's title, e.g. 'Problem 2 of 5'. */
  heading: string;
  focusOnMount?: boolean;
  /** A problem answered earlier, shown as it was left. */
  initialAnswer?: string | number;
  initialFeedback?: ProblemFeedback;
  /** Shown under the feedback once the answer is taken (e.g. a streak). */
  children?: ReactNode;
  headingComponent?: 'h2' | 'h3';
  /** The typed answer takes the focus and the keys typed on the page; off where several problems share a page. */
  autoFocusAnswer?: boolean;
}) {
  const { t } = useTranslation('problem');
  const { t: tc } = useTranslation();
  const stemId = useId();
  const [choice, setChoice] = useState<string>(typeof initialAnswer === 'number' ? String(initialAnswer) : '');
  const [typed, setTyped] = useState(typeof initialAnswer === 'string' ? initialAnswer : '');
  const [feedback, setFeedback] = useState<ProblemFeedback | null>(initialFeedback ?? null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const key = feedback && feedback.result !== 'unparseable' && feedback.result !== 'notice' ? feedback.answer : null;
  /** The answer is taken: graded with the key, or acknowledged with a notice. */
  const graded = key !== null || feedback?.result === 'notice';
  const isMultiple = problem.type === 'multiple';

  const sheet = useQuestionSheetContext();
  const [original, setOriginal] = useState(false);
  /** This problem shows its translation: the set is shown translated, the stem has one, and the original is not asked for. */
  const translated = Boolean(sheet?.shown && !original && sheet.lookup(problem.stem[language]) !== undefined);
  const tr = (text: string) => (translated ? (sheet?.lookup(text) ?? text) : text);
  const region = translated
    ? {
        lang: sheet?.target ?? undefined,
        dir: sheet?.rtl ? ('rtl' as const) : ('ltr' as const),
        // Formulas read left to right inside right-to-left text.
        sx: { '& .katex': { direction: 'ltr', unicodeBidi: 'isolate' } },
      }
    : {};
  // Choices that are only math read the same in every language, so they keep the page's direction.
  const choiceRegion = problem.choices?.some(holdsWords) ? region : {};
  const explanation = feedback && 'explanation' in feedback ? feedback.explanation : null;
  const unparseableHint = feedback?.result === 'unparseable' ? feedback.hint[language] : null;
  const extend = sheet?.extend;
  const sheetShown = sheet?.shown ?? false;
  // An explanation (or a hint) that appears while the set is shown translated is translated too.
  useEffect(() => {
    if (!sheetShown || !extend) return;
    extend([...(explanation ? stepTexts(explanation, language) : []), ...(unparseableHint ? [unparseableHint] : [])]);
  }, [sheetShown, extend, explanation, unparseableHint, language]);

  // A new problem is a new view (keyed by id); later ones take the focus so a screen reader starts at the top.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (graded && !initialFeedback) nextRef.current?.focus();
  }, [graded, initialFeedback]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy || graded) return;
    const answer = isMultiple ? (choice === '' ? null : Number(choice)) : typed.trim();
    if (answer === null || answer === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      setFeedback(await check(answer));
    } catch {
      // The request layer has already told the student what went wrong.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Box component="form" onSubmit={submit} noValidate>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="overline"
          component={headingComponent}
          color="text.secondary"
          sx={{ display: 'block', outline: 'none' }}
        >
          {heading}
        </Typography>
        {sheet?.shown && sheet.target && (
          <MachineTranslationNote
            target={sheet.target}
            showingOriginal={original}
            onToggle={() => setOriginal((value) => !value)}
          />
        )}
        <Box {...region}>
          <Typography id={stemId} component="div" variant="body1" sx={{ fontSize: '1.125rem', lineHeight: 1.8, mb: 3 }}>
            <MathText text={tr(problem.stem[language])} component="p" fractions="display" />
          </Typography>
        </Box>
        <ProblemFigure figure={problem.figure} language={language} />

        {isMultiple && problem.choices ? (
          <FormControl component="fieldset" fullWidth disabled={graded}>
            <FormLabel
              component="legend"
              // Still readable once the choices are locked after grading.
              sx={{ mb: 1, '&.Mui-disabled': { color: 'text.secondary' } }}
            >
              {t('chooseOne')}
            </FormLabel>
            <Box {...choiceRegion}>
              <ChoiceList
                name={`choice-${problem.id}`}
                labelledBy={stemId}
                choices={problem.choices.map(tr)}
                value={choice}
                onChange={(value) => {
                  setChoice(value);
                  setMissing(false);
                }}
                // Graded: the key is outlined in green, a wrong pick in red.
                outline={(index, theme) => ({
                  ...(key !== null && choice === String(index) && key !== choice
                    ? { borderColor: theme.palette.error.main, borderWidth: 2 }
                    : {}),
                  ...(key === String(index) ? { borderColor: theme.palette.success.main, borderWidth: 2 } : {}),
                })}
              />
            </Box>
          </FormControl>
        ) : (
          <Stack spacing={1}>
            <MathInput
              label={t('yourAnswer')}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setMissing(false);
              }}
              onEnter={() => void submit()}
              disabled={graded}
              autoFocus={autoFocusAnswer}
            />
            {problem.answerForm && (
              <Typography variant="body2" color="text.secondary" {...region}>
                {tr(problem.answerForm.hint[language])}
              </Typography>
            )}
          </Stack>
        )}

        {missing && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {isMultiple ? t('pickChoice') : t('typeAnswer')}
          </Alert>
        )}

        <Box aria-live="polite" sx={{ mt: 3 }}>
          {feedback?.result === 'unparseable' && (
            <Alert severity="warning">
              <Typography sx={{ fontWeight: 700 }}>{tc('messages.enterCorrectAnswer')}</Typography>
              <Typography variant="body2" {...region}>
                {tr(feedback.hint[language])}
              </Typography>
            </Alert>
          )}
          {feedback?.result === 'notice' && (
            <Alert severity={feedback.severity}>
              <Typography sx={{ fontWeight: 700 }}>{feedback.title}</Typography>
              {feedback.body && <Typography variant="body2">{feedback.body}</Typography>}
            </Alert>
          )}
          {feedback && feedback.result !== 'unparseable' && feedback.result !== 'notice' && (
            <Stack spacing={2}>
              <Alert severity={feedback.result === 'correct' ? 'success' : 'error'}>
                <Typography sx={{ fontWeight: 700 }}>{t(feedback.result)}</Typography>
                <Typography component="div" variant="body2" sx={{ mt: 0.5 }}>
                  {t('correctAnswer')}{' '}
                  {isMultiple && problem.choices ? (
                    <>
                      {Number(feedback.answer) + 1}.{' '}
                      <Box component="span" {...region}>
                        <MathText text={tr(problem.choices[Number(feedback.answer)] ?? '')} fractions="display" />
                      </Box>
                    </>
                  ) : (
                    <MathLatex latex={feedback.answer} fractions="display" />
                  )}
                </Typography>
              </Alert>
              {feedback.explanation.length > 0 && (
                <ExplanationSteps
                  title={t('explanation')}
                  steps={feedback.explanation.map((step) => ({ ...step, [language]: tr(step[language]) }))}
                  language={language}
                  textDirection={
                    translated
                      ? // The list's numbers sit on the side the text starts from.
                        { ...region, sx: { ...region.sx, ...(sheet?.rtl ? { pl: 0, pr: 3 } : {}) } }
                      : undefined
                  }
                />
              )}
            </Stack>
          )}
          {graded && children}
        </Box>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {graded ? (
            onNext && (
              <>
                <Button ref={nextRef} variant="contained" size="large" onClick={onNext}>
                  {nextLabel}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {last ? t('lastProblem') : tc('messages.goToNextProblem')}
                </Typography>
              </>
            )
          ) : (
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('submit')}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
