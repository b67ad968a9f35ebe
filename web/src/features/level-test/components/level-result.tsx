// The level test's result: the placement as a grade with its 90% band ('중1 (초6 – 중2)'), the questions, right
// answers and minutes, strengths and gaps by strand ('untested' said as such), and the first three units to study,
// each opening practice on that unit.
import type { LevelReport } from '@mathbridge/contract';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';
import { LinkActions } from '../../../components/link-actions';
import { UnitLinkButtons } from '../../../components/unit-link-buttons';
import { appPaths } from '../../../lib/paths';
import { StatusChip, type StatusTone } from '../../solve/components/status-chip';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useUnitNames } from '../../course/hooks/use-unit-names';
import { ShareButton } from '../../share/components/share-button';
import { resultPath } from '../../../lib/solve-links';
import { useGradeLabel } from '../../tests/hooks/use-grade-label';
import { LEVEL_TEST_PATH, minutesOf } from '../lib/level-test';
import { LevelHeader } from './level-header';

type StrandStatus = LevelReport['strands'][number]['status'];

const STATUS_LOOK: Record<StrandStatus, { tone: StatusTone; icon: ReactElement }> = {
  strength: { tone: 'success', icon: <ArrowUpwardRoundedIcon /> },
  gap: { tone: 'warning', icon: <ArrowDownwardRoundedIcon /> },
  even: { tone: 'primary', icon: <RemoveRoundedIcon /> },
  untested: { tone: 'neutral', icon: <HelpOutlineRoundedIcon /> },
};

function Placement({ report }: { report: LevelReport }) {
  const { t } = useTranslation('levelTest');
  const { label, range } = useGradeLabel();
  const { placement } = report;
  const single = placement.lowGradeId === placement.highGradeId;
  const figures = [
    { label: t('result.figures.answered'), value: String(report.itemCount), testId: 'level-answered' },
    { label: t('result.figures.correct'), value: String(report.correct), testId: 'level-correct' },
    {
      label: t('result.figures.time'),
      value: t('result.figures.minutes', { count: minutesOf(report.seconds) }),
      testId: 'level-minutes',
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mb: 4 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {t('result.placementLabel')}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.5rem' }, lineHeight: 1.2, color: 'primary.dark' }}
        data-testid="level-placement"
      >
        {label(placement.gradeId)}
        {!single && (
          <>
            {' '}
            <Box
              component="span"
              sx={{ fontSize: '0.6em', fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}
            >
              ({range(placement)})
            </Box>
          </>
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {single
          ? t('result.bandNoteSingle', { grade: label(placement.gradeId) })
          : t('result.bandNote', { low: label(placement.lowGradeId), high: label(placement.highGradeId) })}
      </Typography>
      {/* Labels share the first row and figures the second, so a label that wraps leaves the figures aligned. */}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 2,
          rowGap: 0.5,
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridTemplateRows: 'auto auto',
          gridAutoFlow: 'column',
          alignItems: 'end',
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.5rem' }} data-testid={figure.testId}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** A part of the result under its heading and a line that leads into it. */
function ResultSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {lead}
      </Typography>
      {children}
    </Box>
  );
}

function Strands({ report }: { report: LevelReport }) {
  const { t } = useTranslation('levelTest');
  return (
    <ResultSection id="level-strands" title={t('result.strandsTitle')} lead={t('result.strandsLead')}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
      >
        {report.strands.map((strand) => {
          const look = STATUS_LOOK[strand.status];
          return (
            <Paper
              component="li"
              key={strand.strand}
              variant="outlined"
              sx={{ p: 2, borderRadius: 3 }}
              data-testid="level-strand"
            >
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}
              >
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {t(`result.strands.${strand.strand}`)}
                </Typography>
                <StatusChip
                  size="small"
                  tone={look.tone}
                  icon={look.icon}
                  label={t(`result.status.${strand.status}`)}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {strand.status === 'untested' || strand.answered === 0
                  ? t('result.untestedBody')
                  : t('result.strandScore', { correct: strand.correct, answered: strand.answered })}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </ResultSection>
  );
}

function NextUnits({ report }: { report: LevelReport }) {
  const { t } = useTranslation('levelTest');
  const { label } = useGradeLabel();
  const language = useProblemLanguage();
  const names = useUnitNames();
  const units = report.nextUnits.slice(0, 3);
  return (
    <ResultSection
      id="level-next"
      title={t('result.nextTitle')}
      lead={units.length > 0 ? t('result.nextLead') : t('result.nextNone')}
    >
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {units.map((unit, index) => {
          const name = names.get(unit.unitId)?.[language] ?? unit.unitId;
          return (
            <Paper
              component="li"
              key={unit.unitId}
              variant="outlined"
              sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}
              data-testid="level-next-unit"
            >
              <IconTile
                size={32}
                round
                sx={{ flex: 'none', bgcolor: 'primary.dark', color: 'primary.contrastText', fontWeight: 800 }}
              >
                {index + 1}
              </IconTile>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {label(unit.gradeId)} · {t(`result.strands.${unit.strand}`)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <UnitLinkButtons
                    unitId={unit.unitId}
                    compact
                    practice={{ label: t('result.practice'), ariaLabel: t('result.practiceLabel', { unit: name }) }}
                    study={{ label: t('result.learn') }}
                  />
                </Stack>
              </Box>
            </Paper>
          );
        })}
      </Stack>
    </ResultSection>
  );
}

export function LevelResult({ testId, report }: { testId: string; report: LevelReport }) {
  const { t } = useTranslation('levelTest');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The result replaces the last question: a screen reader starts at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }} data-testid="level-result">
      <LevelHeader />
      <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ mb: { xs: 2, sm: 3 }, outline: 'none' }}>
        {t('result.title')}
      </Typography>
      <Placement report={report} />
      <Strands report={report} />
      <NextUnits report={report} />
      <LinkActions
        actions={[
          { to: LEVEL_TEST_PATH, label: t('result.again') },
          { to: resultPath(testId), label: t('result.review') },
          <ShareButton kind="LEVEL" testId={testId} size="large" />,
          { to: appPaths.home, label: t('result.home') },
        ]}
      />
    </Container>
  );
}
