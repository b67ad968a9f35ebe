// The screen of one timed module, for a student's test and the visitor's sample alike: the countdown, the reference
// sheet, one question at a time with Back and Next, 'Mark for review', the question navigator in a drawer, and the
// review before Submit. The answers are drafts in browser storage until the route hands the module in.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import FunctionsRoundedIcon from '@mui/icons-material/FunctionsRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import type { LocalizedText, ProblemView } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useShowTimer } from '../../solve/hooks/use-show-timer';
import type { DraftsHandle } from '../hooks/use-sat-drafts';
import { timerPhase } from '../lib/sat-clock';
import {
  clampIndex,
  moduleSummary,
  questionStatuses,
  withAnswer,
  withMarkToggled,
  type DraftAnswer,
} from '../lib/sat-drafts';
import { ReferenceSheet } from './reference-sheet';
import { ReviewDialog } from './review-dialog';
import { SatNavigator } from './sat-navigator';
import { SatQuestion } from './sat-question';
import { SatTimer } from './sat-timer';

export interface SendingState {
  sent: number;
  total: number;
}

export function ModuleScreen({
  overline,
  title,
  name,
  items,
  secondsLeft,
  drafts,
  onSubmit,
  sending,
  sendError,
  onRetry,
  unreadable,
  onAnswerChanged,
  lockedIds,
  exitTo,
  banner,
}: {
  /** e.g. 'SAT Math'. */
  overline: string;
  /** e.g. 'Module 1 of 2'. */
  title: string;
  /** e.g. 'Module 1', in sentences ('Submit Module 1?'). */
  name: string;
  items: readonly ProblemView[];
  secondsLeft: number;
  drafts: DraftsHandle;
  onSubmit: () => void;
  /** While the answers are being sent. */
  sending: SendingState | null;
  sendError: boolean;
  onRetry: () => void;
  /** The question whose answer the grader could not read, with the api's hint for its form. */
  unreadable: { id: string; hint: LocalizedText | null } | null;
  onAnswerChanged?: (problemId: string) => void;
  /** Questions already handed in (a hand-in that stopped partway): shown, but no longer changed. */
  lockedIds?: ReadonlySet<string>;
  exitTo: string;
  banner?: ReactNode;
}) {
  const { t } = useTranslation('sat');
  const language = useProblemLanguage();
  const navigate = useNavigate();
  const [showTimer, setShowTimer] = useShowTimer();
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [referenceOpen, setReferenceOpen] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const [moved, setMoved] = useState(false);
  const [warningDismissed, setWarningDismissed] = useState(false);

  const { update } = drafts;
  const current = clampIndex(drafts.drafts.current, items.length);
  const problem = items[current];
  const statuses = questionStatuses(items, drafts.drafts, current);
  const summary = moduleSummary(items, drafts.drafts);
  const phase = timerPhase(secondsLeft * 1000);
  const locked = sending !== null || phase === 'over';
  const last = current === items.length - 1;

  function goTo(index: number) {
    update((d) => ({ ...d, current: clampIndex(index, items.length) }));
    setMoved(true);
    setNavigatorOpen(false);
    setReviewOpen(false);
  }

  function answer(problemId: string, value: DraftAnswer | null) {
    update((d) => withAnswer(d, problemId, value));
    onAnswerChanged?.(problemId);
  }

  function submit() {
    setReviewOpen(false);
    onSubmit();
  }

  if (!problem) return null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ mb: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Button onClick={() => setExitOpen(true)} startIcon={<LogoutRoundedIcon />} sx={{ ml: -1 }} color="inherit">
            {t('screen.exit')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => setReferenceOpen(true)}
            startIcon={<FunctionsRoundedIcon />}
            data-testid="open-reference"
          >
            {t('reference.open')}
          </Button>
        </Stack>
        <Stack
          direction="row"
          sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
              {overline}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' } }}>
              {title}
            </Typography>
          </Box>
          <SatTimer secondsLeft={secondsLeft} show={showTimer} onToggle={setShowTimer} />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={items.length > 0 ? (summary.answered / items.length) * 100 : 0}
          aria-label={t('screen.answeredProgress', { answered: summary.answered, total: items.length })}
          sx={{ height: 6, borderRadius: 3, mt: 1.5 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="sat-answered-count">
          {t('screen.answeredOf', { answered: summary.answered, total: items.length })}
        </Typography>
      </Box>

      {banner}

      {phase === 'warning' && !warningDismissed && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setWarningDismissed(true)} data-testid="sat-warning">
          {t('timer.warning')}
        </Alert>
      )}
      {sendError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry} disabled={sending !== null}>
              {t('send.retry')}
            </Button>
          }
        >
          {t('send.failed')}
        </Alert>
      )}

      <SatQuestion
        key={problem.id}
        problem={problem}
        number={current + 1}
        total={items.length}
        language={language}
        answer={drafts.drafts.answers[problem.id]}
        onAnswer={(value) => answer(problem.id, value)}
        marked={drafts.drafts.marked.includes(problem.id)}
        onToggleMark={() => update((d) => withMarkToggled(d, problem.id))}
        disabled={locked || (lockedIds?.has(problem.id) ?? false)}
        unreadable={unreadable?.id === problem.id}
        unreadableHint={unreadable?.id === problem.id ? unreadable.hint : null}
        focusOnMount={moved}
        onEnter={() => (last ? setReviewOpen(true) : goTo(current + 1))}
      />

      <Stack
        direction="row"
        sx={{ mt: 2, gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
        component="nav"
        aria-label={t('screen.moveLabel')}
      >
        <Button
          variant="outlined"
          size="large"
          onClick={() => goTo(current - 1)}
          disabled={current === 0}
          startIcon={<ArrowBackRoundedIcon />}
        >
          {t('screen.back')}
        </Button>
        <Button
          onClick={() => setNavigatorOpen(true)}
          endIcon={<ExpandLessRoundedIcon />}
          aria-haspopup="dialog"
          aria-label={t('navigator.openLabel', { number: current + 1, total: items.length })}
          data-testid="open-navigator"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {t('navigator.open', { number: current + 1, total: items.length })}
        </Button>
        {last ? (
          <Button variant="contained" size="large" onClick={() => setReviewOpen(true)} disabled={locked}>
            {t('screen.review')}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            onClick={() => goTo(current + 1)}
            endIcon={<ArrowForwardRoundedIcon />}
          >
            {t('screen.next')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <Button onClick={() => setReviewOpen(true)} disabled={locked} data-testid="submit-module">
          {t('screen.submit')}
        </Button>
      </Box>

      <Drawer
        anchor="bottom"
        open={navigatorOpen}
        onClose={() => setNavigatorOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'sat-navigator-title',
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 },
          } as object,
        }}
      >
        <Container maxWidth="sm" sx={{ py: 2.5, px: { xs: 2, sm: 3 } }} data-testid="navigator-drawer">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography id="sat-navigator-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
              {t('navigator.title', { module: name })}
            </Typography>
            <IconButton onClick={() => setNavigatorOpen(false)} aria-label={t('navigator.close')} edge="end">
              <CloseRoundedIcon />
            </IconButton>
          </Stack>
          <SatNavigator statuses={statuses} onSelect={goTo} />
          <Button
            variant="contained"
            fullWidth
            size="large"
            sx={{ mt: 3 }}
            disabled={locked}
            onClick={() => {
              setNavigatorOpen(false);
              setReviewOpen(true);
            }}
          >
            {t('screen.review')}
          </Button>
        </Container>
      </Drawer>

      <ReviewDialog
        open={reviewOpen}
        title={t('review.title', { module: name })}
        summary={summary}
        statuses={statuses}
        onSelect={goTo}
        onCancel={() => setReviewOpen(false)}
        onSubmit={submit}
      />

      <ReferenceSheet open={referenceOpen} onClose={() => setReferenceOpen(false)} />

      <Dialog open={exitOpen} onClose={() => setExitOpen(false)} aria-labelledby="sat-exit-title">
        <DialogTitle id="sat-exit-title">{t('exit.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('exit.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setExitOpen(false)} autoFocus>
            {t('exit.stay')}
          </Button>
          <Button onClick={() => void navigate(exitTo)} variant="outlined">
            {t('exit.leave')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={sending !== null} aria-labelledby="sat-sending-title" data-testid="sending-dialog">
        <DialogTitle id="sat-sending-title">{t('send.title', { module: name })}</DialogTitle>
        <DialogContent sx={{ minWidth: { sm: 360 } }}>
          <LinearProgress
            variant="determinate"
            value={sending && sending.total > 0 ? (sending.sent / sending.total) * 100 : 0}
            aria-label={t('send.progress', { sent: sending?.sent ?? 0, total: sending?.total ?? 0 })}
            sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
          />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('send.progress', { sent: sending?.sent ?? 0, total: sending?.total ?? 0 })}
          </Typography>
        </DialogContent>
      </Dialog>
    </Container>
  );
}
