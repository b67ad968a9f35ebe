// /sample/test/workbookSat: a visitor takes one short SAT module (12 questions, 19 minutes) on the same screen as the
// full test, then sees it scored. Nothing is saved on the server: the seed rebuilds the questions, and the drafts and
// the clock's start stay in this browser until the module is scored.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { SAT_SAMPLE_MINUTES, SAT_SAMPLE_QUESTIONS, type SampleSat, type SampleSatScore } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { LinkActions } from '../../../components/link-actions';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { sampleSat } from '../../tests/api/get-sample-sat';
import { scoreSampleSat } from '../../tests/api/score-sample-sat';
import { FactTiles } from '../components/fact-tiles';
import { ModuleScreen, type SendingState } from '../components/module-screen';
import { SatResult } from '../components/sat-result';
import { useCountdown } from '../hooks/use-countdown';
import { useSatDrafts, type DraftsHandle } from '../hooks/use-sat-drafts';
import { useTimeOnQuestion } from '../hooks/use-time-on-question';
import {
  answerToSend,
  clampIndex,
  loadSampleMeta,
  SAMPLE_DRAFTS_KEY,
  saveSampleMeta,
  type SampleMeta,
} from '../lib/sat-drafts';
import { questionsFromSample } from '../lib/sat-result';
import { satPaths } from '../lib/sat-paths';

const sampleKey = (seed: number) => ['tests', 'sat-sample', seed] as const;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      {children}
    </Container>
  );
}

function BackLink() {
  const { t } = useTranslation('sat');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  return (
    <Button
      component={RouterLink}
      to={loggedIn ? satPaths.home : appPaths.main}
      startIcon={<ArrowBackRoundedIcon />}
      sx={{ ml: -1, mb: 2 }}
    >
      {loggedIn ? t('sample.backToSat') : t('home.backHome')}
    </Button>
  );
}

function Intro({ onStart, busy, failed }: { onStart: () => void; busy: boolean; failed: boolean }) {
  const { t } = useTranslation('sat');
  const facts = [
    { label: t('sample.questions'), value: String(SAT_SAMPLE_QUESTIONS) },
    { label: t('sample.minutes'), value: t('break.minutesValue', { minutes: SAT_SAMPLE_MINUTES }) },
    { label: t('sample.score'), value: '200–800' },
  ];
  return (
    <Frame>
      <BackLink />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} data-testid="sat-sample-intro">
        <Typography variant="overline" color="text.secondary" sx={{ display: 'block' }}>
          {t('home.overline')}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
          {t('sample.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 620 }}>
          {t('sample.lead')}
        </Typography>
        <Box sx={{ mb: 3 }}>
          <FactTiles facts={facts} maxWidth={480} />
        </Box>
        <Alert severity="info" icon={<InfoOutlinedIcon />} sx={{ mb: 3 }}>
          {t('sample.notSaved')}
        </Alert>
        {failed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('errors.loadFailedBody')}
          </Alert>
        )}
        <Button variant="contained" size="large" onClick={onStart} disabled={busy} data-testid="sat-sample-start">
          {t('sample.start')}
        </Button>
      </Paper>
    </Frame>
  );
}

function SampleWork({
  sample,
  meta,
  drafts,
  onScored,
}: {
  sample: SampleSat;
  meta: SampleMeta;
  drafts: DraftsHandle;
  onScored: (score: SampleSatScore) => void;
}) {
  const { t } = useTranslation('sat');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  const [sending, setSending] = useState<SendingState | null>(null);
  const [sendError, setSendError] = useState(false);
  const busy = useRef(false);
  const { update, read } = drafts;
  const items = sample.items;
  const deadline = meta.startedAt + sample.minutes * 60_000;
  const current = clampIndex(drafts.drafts.current, items.length);
  const flushTime = useTimeOnQuestion(update, items[current]?.id ?? null);

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    flushTime();
    setSendError(false);
    setSending({ sent: 0, total: items.length });
    try {
      const seconds = Math.min(sample.minutes * 60, Math.max(0, Math.round((Date.now() - meta.startedAt) / 1000)));
      const answers = items.map((item) => ({ problemId: item.id, answer: answerToSend(read(), item.id) }));
      const score = await scoreSampleSat({ seed: sample.seed, answers, seconds });
      setSending({ sent: items.length, total: items.length });
      onScored(score);
    } catch {
      setSendError(true);
    } finally {
      busy.current = false;
      setSending(null);
    }
  }, [flushTime, items, meta.startedAt, onScored, read, sample.minutes, sample.seed]);

  const expire = useCallback(() => void submit(), [submit]);
  const secondsLeft = useCountdown(deadline, expire) ?? 0;

  return (
    <ModuleScreen
      overline={t('screen.overline')}
      title={t('sample.moduleTitle')}
      name={t('sample.moduleTitle')}
      items={items}
      secondsLeft={secondsLeft}
      drafts={drafts}
      onSubmit={() => void submit()}
      sending={sending}
      sendError={sendError}
      onRetry={() => void submit()}
      unreadable={null}
      exitTo={loggedIn ? satPaths.home : appPaths.main}
    />
  );
}

function SampleResult({ score, order, onAgain }: { score: SampleSatScore; order: string[]; onAgain: () => void }) {
  const { t } = useTranslation('sat');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  return (
    <Frame>
      <SatResult
        report={score.report}
        questions={questionsFromSample(score, order)}
        saved={false}
        notice={
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, borderColor: 'primary.main' }}
            data-testid="sat-sample-cta"
          >
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('sample.notSavedTitle')}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {loggedIn ? t('sample.fullTestStudent') : t('sample.fullTestVisitor')}
            </Typography>
            <LinkActions
              actions={[
                ...(loggedIn
                  ? [{ to: satPaths.home, label: t('sample.toFullTest') }]
                  : [
                      { to: satPaths.signup, label: t('visitor.signup') },
                      { to: satPaths.login, label: t('visitor.login') },
                    ]),
                <Button onClick={onAgain} size="large">
                  {t('sample.again')}
                </Button>,
              ]}
            />
          </Paper>
        }
      />
    </Frame>
  );
}

export default function SatSampleRoute() {
  const { t } = useTranslation('sat');
  const queryClient = useQueryClient();
  const drafts = useSatDrafts(SAMPLE_DRAFTS_KEY);
  const [meta, setMeta] = useState<SampleMeta | null>(() => loadSampleMeta());
  const [scored, setScored] = useState<{ score: SampleSatScore; order: string[] } | null>(null);

  const sample = useQuery({
    queryKey: sampleKey(meta?.seed ?? 0),
    queryFn: () => sampleSat(meta?.seed),
    enabled: meta !== null && scored === null,
    staleTime: Infinity,
    retry: 1,
  });

  const start = useMutation({
    mutationFn: () => sampleSat(),
    onSuccess: (data) => {
      const next = { seed: data.seed, startedAt: Date.now() };
      queryClient.setQueryData(sampleKey(data.seed), data);
      drafts.restart();
      saveSampleMeta(next);
      setScored(null);
      setMeta(next);
    },
  });

  const onScored = useCallback(
    (score: SampleSatScore) => {
      setScored({ score, order: sample.data?.items.map((item) => item.id) ?? [] });
      drafts.clear();
      saveSampleMeta(null);
      setMeta(null);
    },
    [drafts, sample.data],
  );

  if (scored) return <SampleResult score={scored.score} order={scored.order} onAgain={() => start.mutate()} />;
  if (!meta) return <Intro onStart={() => start.mutate()} busy={start.isPending} failed={start.isError} />;
  if (sample.isPending) {
    return (
      <Frame>
        <LoadingBlock label={t('screen.loading')} />
      </Frame>
    );
  }
  if (sample.isError) {
    return <Intro onStart={() => start.mutate()} busy={start.isPending} failed />;
  }
  return (
    <Box data-testid="sat-sample">
      <SampleWork key={meta.seed} sample={sample.data} meta={meta} drafts={drafts} onScored={onScored} />
    </Box>
  );
}
