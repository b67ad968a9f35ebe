// One question of a test: the stem, the choices or a math answer field with the final form's hint, Next and
// "I don't know". No right or wrong is shown; an answer the grader could not read shows the catalogue message and
// the hint, and keeps what was typed so the student can fix it. Give each problem its own key.
import type { LocalizedText, ProblemView as Problem } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MathInput } from '../../problem/components/math-input';
import { ChoiceList } from '../../problem/components/choice-list';
import { MathText } from '../../problem/components/math-text';
import type { ProblemLanguage } from '../../problem/components/problem-view';
import { ProblemFigure } from '../../../components/problem-figure';

export function TestQuestion({
  problem,
  number,
  language,
  locked,
  busy,
  initialAnswer,
  unparseable,
  focusOnMount,
  onAnswer,
}: {
  problem: Problem;
  /** Position in the test, from 1. */
  number: number;
  language: ProblemLanguage;
  /** An answer is on its way: nothing can change until the server has it. */
  locked: boolean;
  busy: boolean;
  initialAnswer?: string | number;
  /** Present after an answer the grader could not read; a null hint falls back to the problem's own. */
  unparseable?: { hint: LocalizedText | null };
  focusOnMount: boolean;
  /** The choice index or the typed LaTeX; '' is "I don't know". */
  onAnswer: (answer: string | number) => void;
}) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const stemId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState(typeof initialAnswer === 'number' ? String(initialAnswer) : '');
  const [typed, setTyped] = useState(typeof initialAnswer === 'string' ? initialAnswer : '');
  const [missing, setMissing] = useState(false);
  const isMultiple = problem.type === 'multiple' && problem.choices != null;
  const formHint = problem.answerForm?.hint[language];
  const unparseableHint = unparseable ? (unparseable.hint?.[language] ?? formHint) : undefined;

  // A new question takes the focus, so a screen reader starts reading at its top.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (locked) return;
    const answer = isMultiple ? (choice === '' ? null : Number(choice)) : typed.trim();
    if (answer === null || answer === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onAnswer(answer);
  }

  function skip() {
    if (locked) return;
    setMissing(false);
    onAnswer('');
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }} data-testid="test-question">
      <Box component="form" onSubmit={submit} noValidate>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ display: 'block', outline: 'none' }}
        >
          {t('session.question', { number })}
        </Typography>
        <Typography id={stemId} component="div" variant="body1" sx={{ fontSize: '1.125rem', lineHeight: 1.8, mb: 3 }}>
          <MathText text={problem.stem[language]} component="p" fractions="display" />
        </Typography>
        <ProblemFigure figure={problem.figure} language={language} />

        {isMultiple ? (
          <FormControl component="fieldset" fullWidth disabled={locked}>
            <FormLabel component="legend" sx={{ mb: 1, '&.Mui-disabled': { color: 'text.secondary' } }}>
              {t('session.chooseOne')}
            </FormLabel>
            <ChoiceList
              name={`choice-${problem.id}`}
              labelledBy={stemId}
              choices={problem.choices ?? []}
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setMissing(false);
              }}
              outline={(index, theme) => (choice === String(index) ? { borderColor: theme.palette.primary.main } : {})}
            />
          </FormControl>
        ) : (
          <Stack spacing={1}>
            <MathInput
              label={t('session.yourAnswer')}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setMissing(false);
              }}
              onEnter={() => submit()}
              disabled={locked}
              autoFocus
            />
            {formHint && (
              <Typography variant="body2" color="text.secondary">
                {formHint}
              </Typography>
            )}
          </Stack>
        )}

        <Box aria-live="polite" sx={{ mt: missing || unparseableHint !== undefined ? 2 : 0 }}>
          {missing && <Alert severity="info">{isMultiple ? t('session.pickChoice') : t('session.typeAnswer')}</Alert>}
          {!missing && unparseable && (
            <Alert severity="warning" data-testid="unparseable">
              <Typography sx={{ fontWeight: 700 }}>{tc('messages.enterCorrectAnswer')}</Typography>
              {unparseableHint && <Typography variant="body2">{unparseableHint}</Typography>}
            </Alert>
          )}
        </Box>

        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Button variant="text" size="large" onClick={skip} disabled={locked}>
            {t('session.skip')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={locked} sx={{ minWidth: { sm: 160 } }}>
            {busy ? t('session.sending') : t('session.next')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
