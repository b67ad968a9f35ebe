// /solve/result?id=: the score, the total time and each problem with the student's answer, the key and the
// step-by-step explanation (folded: opening it is help, reported once per problem), with links to practise the same
// kind of problem and the unit. A test that is not finished says 'This problem is not solved yet.'; a problem left
// unanswered links back to it.
import { PracticeErrorCode, type WorkbookResults } from '@mathbridge/contract';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { HttpError } from '../../../lib/http';
import { MathText } from '../../problem/components/math-text';
import { AskTutorButton } from '../../chat/components/ask-tutor-button';
import { HelpExplanation } from '../../recommend/components/help-explanation';
import { useSessionStore } from '../../../lib/session-store';
import { useWorkbookResults } from '../api/get-workbook-results';
import { AnswerText } from '../components/answer-text';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from '../components/login-required-card';
import { StatusCard } from '../../../components/status-card';
import { StatusChip } from '../components/status-chip';
import { InvalidAccessCard, LoadFailedCard, useWorkbookIdParam } from '../components/workbook-gate';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useUnitNames } from '../../course/hooks/use-unit-names';
import { formatDuration } from '../lib/format-time';
import { continuePath } from '../lib/sheet-memory';
import { solvePaths, startPath, unitPath } from '../../../lib/solve-links';
import { AnswerFacts } from '../../../components/answer-facts';
import { HeadlineFigures } from '../../../components/headline-figures';
import { ProblemFigure } from '../../../components/problem-figure';

type ResultItem = WorkbookResults['items'][number];

function Summary({ results }: { results: WorkbookResults }) {
  const { t } = useTranslation('solve');
  const percent = results.total > 0 ? Math.round((results.score / results.total) * 100) : 0;
  const figures = [
    { label: t('result.score'), value: t('result.scoreValue', { score: results.score, total: results.total }) },
    { label: t('result.percent'), value: `${percent}%` },
    { label: t('result.time'), value: formatDuration(results.totalTimeMs) },
    ...(results.kind === 'quest'
      ? [
          {
            label: t('result.bestStreak'),
            value: String(results.bestStreak),
            icon: <LocalFireDepartmentRoundedIcon aria-hidden color="error" />,
          },
        ]
      : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, mb: 3 }} data-testid="result-summary">
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 2 }}>
        {percent === 100 ? t('result.perfect') : percent >= 60 ? t('result.good') : t('result.keepGoing')}
      </Typography>
      <HeadlineFigures figures={figures} />
    </Paper>
  );
}

function ResultCard({ item, results }: { item: ResultItem; results: WorkbookResults }) {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('problem');
  const language = useProblemLanguage();
  const unitNames = useUnitNames();
  const number = item.position + 1;
  const unitName = unitNames.get(item.problem.unitId)?.[language];
  const mark =
    item.correct === true
      ? { icon: <CheckCircleRoundedIcon />, label: t('result.correct'), tone: 'success' as const }
      : item.correct === false
        ? { icon: <CancelRoundedIcon />, label: t('result.incorrect'), tone: 'error' as const }
        : item.studentAnswer == null
          ? { icon: <RemoveCircleOutlineRoundedIcon />, label: t('result.unanswered'), tone: 'neutral' as const }
          : { icon: <HourglassEmptyRoundedIcon />, label: t('result.notGraded'), tone: 'neutral' as const };
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      aria-labelledby={`result-${number}`}
      data-testid="result-item"
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography id={`result-${number}`} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('problemNumber', { number })}
        </Typography>
        <StatusChip icon={mark.icon} label={mark.label} tone={mark.tone} />
      </Stack>
      <Typography component="div" sx={{ lineHeight: 1.8, mb: 2 }}>
        <MathText text={item.problem.stem[language]} component="p" fractions="display" />
      </Typography>
      <ProblemFigure figure={item.problem.figure} language={language} />
      {item.studentAnswer == null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {results.finishedAt ? t('result.leftBlank') : tc('messages.problemNotSolvedGoToProblem')}{' '}
          {!results.finishedAt && (
            <Link
              component={RouterLink}
              to={`${continuePath(results.kind, results.workbookId)}&n=${number}`}
              sx={{ fontWeight: 700 }}
            >
              {t('result.goToProblem', { number })}
            </Link>
          )}
        </Alert>
      ) : null}
      <AnswerFacts
        facts={[
          item.studentAnswer != null && {
            label: t('result.yourAnswer'),
            value: <AnswerText problem={item.problem} answer={item.studentAnswer} />,
          },
          item.correctAnswer != null && {
            label: t('result.correctAnswer'),
            value: <AnswerText problem={item.problem} answer={item.correctAnswer} />,
            kind: 'key',
          },
          item.timeMs != null && { label: t('result.timeTaken'), value: formatDuration(item.timeMs), kind: 'plain' },
        ]}
      />
      {item.explanation && item.explanation.length > 0 && (
        <HelpExplanation
          problemId={item.problem.id}
          title={tp('explanation')}
          steps={item.explanation}
          language={language}
          sx={{ mb: 2 }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          component={RouterLink}
          to={startPath({ mode: 'SAME', problemId: item.problem.id, count: 3 })}
          variant="outlined"
          size="small"
          aria-label={t('result.practiseSameLabel', { number })}
        >
          {t('result.practiseSame')}
        </Button>
        <Button component={RouterLink} to={unitPath(item.problem.unitId)} size="small">
          {unitName ? t('result.studyUnitNamed', { unit: unitName }) : t('result.studyUnit')}
        </Button>
        <AskTutorButton problemId={item.problem.id} variant="text" size="small" questionNumber={number} />
      </Stack>
    </Paper>
  );
}

export default function ResultRoute() {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  const id = useWorkbookIdParam();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const results = useWorkbookResults(id ?? '', { enabled: id != null && loginStatus === 'LOGIN' });

  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;
  if (!id) return <InvalidAccessCard />;
  if (results.isPending) {
    return (
      <Page maxWidth="md">
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  }
  if (results.isError) {
    if (results.error instanceof HttpError && results.error.code === PracticeErrorCode.NotFinished) {
      return (
        <StatusCard
          testId="test-not-finished"
          icon={<HourglassEmptyRoundedIcon />}
          title={tc('messages.problemNotSolved')}
          body={t('result.notFinishedBody')}
          actions={[
            { label: t('result.continueTest'), to: continuePath('test', id), primary: true },
            { label: t('list.title'), to: solvePaths.list },
          ]}
        />
      );
    }
    return <LoadFailedCard error={results.error} />;
  }

  const data = results.data;
  return (
    <Page title={t('result.title', { kind: t(`titles.${data.kind}`) })} maxWidth="md">
      {!data.finishedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('result.inProgress')}{' '}
          <Link component={RouterLink} to={continuePath(data.kind, data.workbookId)} sx={{ fontWeight: 700 }}>
            {t('list.continue')}
          </Link>
        </Alert>
      )}
      <Summary results={data} />
      <Stack spacing={2}>
        {data.items.map((item) => (
          <ResultCard key={item.problem.id} item={item} results={data} />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={solvePaths.incorrect} variant="contained">
          {t('incorrect.title')}
        </Button>
        <Button component={RouterLink} to={solvePaths.list} variant="outlined">
          {t('list.title')}
        </Button>
      </Stack>
    </Page>
  );
}
