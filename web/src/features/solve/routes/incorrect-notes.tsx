// /study/incorrect: the INCORRECT notes, every problem answered wrong and not answered right since, with its unit;
// 'Practise these' starts a workbook of them (a right answer there takes a problem off the list).
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { MathText } from '../../problem/components/math-text';
import { useSessionStore } from '../../../lib/session-store';
import { useIncorrectNotes } from '../api/get-incorrect-notes';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from '../components/login-required-card';
import { LoadFailedCard } from '../components/workbook-gate';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useUnitNames } from '../../course/hooks/use-unit-names';
import { solvePaths, startPath } from '../../../lib/solve-links';
import { ProblemFigure } from '../../../components/problem-figure';

export default function IncorrectNotesRoute() {
  const { t } = useTranslation('solve');
  const language = useProblemLanguage();
  const unitNames = useUnitNames();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const notes = useIncorrectNotes({ enabled: loginStatus === 'LOGIN' });

  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;

  return (
    <Page title={t('incorrect.title')} maxWidth="md">
      {notes.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : notes.isError ? (
        <LoadFailedCard error={notes.error} />
      ) : notes.data.items.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}
          data-testid="incorrect-empty"
        >
          <AutoAwesomeRoundedIcon aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
            {t('incorrect.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('incorrect.emptyBody')}
          </Typography>
          <Button component={RouterLink} to={solvePaths.study} variant="contained">
            {t('common.goStudy')}
          </Button>
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 3,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography aria-live="polite">{t('incorrect.summary', { count: notes.data.items.length })}</Typography>
            <Button
              component={RouterLink}
              to={startPath({ mode: 'INCORRECT', count: notes.data.items.length })}
              variant="contained"
              size="large"
            >
              {t('incorrect.practise')}
            </Button>
          </Paper>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {notes.data.items.map(({ problem }, index) => (
              <Paper
                component="li"
                key={problem.id}
                variant="outlined"
                sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
                data-testid="incorrect-item"
              >
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                  <Typography component="h2" sx={{ fontWeight: 700 }}>
                    {t('problemNumber', { number: index + 1 })}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={unitNames.get(problem.unitId)?.[language] ?? problem.unitId}
                  />
                </Stack>
                <Typography component="div" sx={{ lineHeight: 1.8, mb: 1.5 }}>
                  <MathText text={problem.stem[language]} component="p" fractions="display" />
                </Typography>
                <ProblemFigure figure={problem.figure} language={language} />
                <Button
                  component={RouterLink}
                  to={startPath({ mode: 'SAME', problemId: problem.id, count: 3 })}
                  size="small"
                  aria-label={t('result.practiseSameLabel', { number: index + 1 })}
                >
                  {t('result.practiseSame')}
                </Button>
              </Paper>
            ))}
          </Box>
        </Stack>
      )}
    </Page>
  );
}
