// One worked example of a lesson: the problem (KaTeX), its choices, and a 'Show solution' button that reveals the
// answer and the steps (aria-expanded, aria-controls; focus stays on the button).
import type { WorkedExample as Example } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplanationSteps } from '../../problem/components/explanation-steps';
import { MathLatex, MathText } from '../../problem/components/math-text';
import type { StudyLanguage } from '../lib/course-tree';

export function WorkedExample({
  example,
  number,
  language,
}: {
  example: Example;
  number: number;
  language: StudyLanguage;
}) {
  const { t } = useTranslation('study');
  const [open, setOpen] = useState(false);
  const solutionId = useId();
  const headingId = useId();
  const choiceIndex = Number(example.answer);
  const choice = example.choices?.[choiceIndex];

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('learning.example', { n: number })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('learning.difficulty', { level: example.difficulty })}
        </Typography>
      </Stack>
      <Box sx={{ fontSize: '1.0625rem', lineHeight: 1.8, mb: 2 }}>
        <MathText text={example.stem[language]} component="p" />
      </Box>
      {example.choices && (
        <Box
          component="ol"
          aria-label={t('learning.choices')}
          sx={{ m: 0, mb: 2, pl: 4, '& li': { py: 0.25, lineHeight: 1.8 } }}
        >
          {example.choices.map((text, index) => (
            <li key={index}>
              <MathText text={text} />
            </li>
          ))}
        </Box>
      )}
      <Button
        variant={open ? 'text' : 'outlined'}
        aria-expanded={open}
        aria-controls={solutionId}
        onClick={() => setOpen((o) => !o)}
        sx={{ minHeight: 44 }}
      >
        {open ? t('learning.hideSolution') : t('learning.showSolution')}
      </Button>
      <Box id={solutionId} hidden={!open} sx={{ mt: 2 }}>
        {open && (
          <Stack spacing={1.5}>
            <Typography component="div" sx={{ fontWeight: 700 }}>
              {t('learning.answer')}{' '}
              {example.choices && choice !== undefined ? (
                <>
                  {choiceIndex + 1}. <MathText text={choice} />
                </>
              ) : (
                <MathLatex latex={example.answer} />
              )}
            </Typography>
            <ExplanationSteps
              title={t('learning.steps')}
              steps={example.explanation}
              language={language}
              headingLevel="h4"
            />
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
