// One question of a module as the student works on it: its number, 'Mark for review', the stem, and the answer
// choices (lettered A–D as on the SAT; A–E for a problem stored with five) or the typed-answer field with the form it
// wants. The answer is only a draft: it can be changed or cleared until the module is submitted, and nothing is
// graded here.
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRoundedIcon from '@mui/icons-material/BookmarkRounded';
import type { LocalizedText, ProblemView } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mathTextToSpeech } from '../../problem/lib/math-speech';
import { MathInput } from '../../problem/components/math-input';
import { MathText } from '../../problem/components/math-text';
import type { ProblemLanguage } from '../../problem/components/problem-view';
import type { DraftAnswer } from '../lib/sat-drafts';
import { ProblemFigure } from '../../../components/problem-figure';

export const choiceLetter = (index: number) => String.fromCharCode(65 + index);

export function SatQuestion({
  problem,
  number,
  total,
  language,
  answer,
  onAnswer,
  marked,
  onToggleMark,
  disabled = false,
  unreadable = false,
  unreadableHint = null,
  focusOnMount = false,
  onEnter,
}: {
  problem: ProblemView;
  number: number;
  total: number;
  language: ProblemLanguage;
  answer: DraftAnswer | undefined;
  /** null clears the answer. */
  onAnswer: (answer: DraftAnswer | null) => void;
  marked: boolean;
  onToggleMark: () => void;
  disabled?: boolean;
  /** The grader could not read this answer: ask for it again in the form the question wants. */
  unreadable?: boolean;
  /** The api's hint for the form, when it sent one. */
  unreadableHint?: LocalizedText | null;
  focusOnMount?: boolean;
  /** Enter in the typed-answer field. */
  onEnter?: () => void;
}) {
  const { t } = useTranslation('sat');
  const { t: tc } = useTranslation();
  const stemId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMultiple = problem.type === 'multiple' && problem.choices !== null;

  // Each question is its own view (keyed by id); moving to it puts a screen reader at its top.
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${stemId}-heading`} sx={{ borderRadius: 3 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          bgcolor: 'action.hover',
          borderTopLeftRadius: 'inherit',
          borderTopRightRadius: 'inherit',
        }}
      >
        <Typography
          ref={headingRef}
          id={`${stemId}-heading`}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, outline: 'none' }}
          data-testid="sat-question-heading"
        >
          {t('question.heading', { number, total })}
        </Typography>
        <Button
          onClick={onToggleMark}
          disabled={disabled}
          aria-pressed={marked}
          color={marked ? 'error' : 'inherit'}
          startIcon={marked ? <BookmarkRoundedIcon /> : <BookmarkBorderRoundedIcon />}
          sx={{ whiteSpace: 'nowrap', mr: -1 }}
        >
          {t('question.mark')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={stemId} component="div" sx={{ fontSize: '1.125rem', lineHeight: 1.8, mb: 3 }}>
          <MathText text={problem.stem[language]} component="p" fractions="display" />
        </Typography>
        <ProblemFigure figure={problem.figure} language={language} />

        {isMultiple ? (
          <FormControl component="fieldset" fullWidth disabled={disabled}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('question.chooseOne')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={stemId}
              name={`sat-choice-${problem.id}`}
              value={typeof answer === 'number' ? String(answer) : ''}
              onChange={(event) => onAnswer(Number(event.target.value))}
            >
              <Stack spacing={1}>
                {(problem.choices ?? []).map((text, index) => {
                  const selected = answer === index;
                  return (
                    <FormControlLabel
                      key={index}
                      value={String(index)}
                      control={
                        <Radio
                          slotProps={{
                            input: { 'aria-label': `${choiceLetter(index)}: ${mathTextToSpeech(text)}` },
                          }}
                        />
                      }
                      label={
                        <Box component="span" sx={{ display: 'inline-flex', gap: 1.5, alignItems: 'baseline' }}>
                          <Box
                            component="span"
                            aria-hidden
                            sx={{
                              display: 'inline-grid',
                              placeItems: 'center',
                              width: 28,
                              height: 28,
                              flexShrink: 0,
                              borderRadius: '50%',
                              border: 2,
                              borderColor: selected ? 'primary.dark' : 'text.secondary',
                              bgcolor: selected ? 'primary.dark' : 'transparent',
                              color: selected ? 'primary.contrastText' : 'text.primary',
                              fontWeight: 700,
                              fontSize: '0.875rem',
                            }}
                          >
                            {choiceLetter(index)}
                          </Box>
                          <MathText text={text} fractions="display" />
                        </Box>
                      }
                      sx={(theme) => ({
                        m: 0,
                        pl: 0.5,
                        pr: 1.5,
                        py: 0.5,
                        border: `${selected ? 2 : 1}px solid ${
                          selected ? theme.palette.primary.dark : theme.palette.divider
                        }`,
                        borderRadius: 2,
                        '& .MuiFormControlLabel-label.Mui-disabled': { color: theme.palette.text.primary },
                        // The radio's own dot is kept for keyboard focus; the letter shows the choice.
                        '& .MuiRadio-root': { p: 1 },
                      })}
                    />
                  );
                })}
              </Stack>
            </RadioGroup>
            {typeof answer === 'number' && !disabled && (
              <Button onClick={() => onAnswer(null)} size="small" sx={{ alignSelf: 'flex-start', mt: 1, ml: -0.5 }}>
                {t('question.clear')}
              </Button>
            )}
          </FormControl>
        ) : (
          <Stack spacing={1}>
            <MathInput
              label={t('question.typedLabel')}
              value={typeof answer === 'string' ? answer : ''}
              onChange={(value) => onAnswer(value)}
              onEnter={onEnter}
              disabled={disabled}
              autoFocus
            />
            <Typography variant="body2" color="text.secondary">
              {problem.answerForm?.hint[language] ?? t('question.typedHint')}
            </Typography>
          </Stack>
        )}

        {unreadable && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="sat-unreadable">
            <Typography sx={{ fontWeight: 700 }}>{tc('messages.enterCorrectAnswer')}</Typography>
            <Typography variant="body2">
              {(unreadableHint ?? problem.answerForm?.hint)?.[language] ?? t('question.typedHint')}{' '}
              {t('question.unreadableBody')}
            </Typography>
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
