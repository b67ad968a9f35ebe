// A shared report's body by kind, read-only and in the reader's language: PROGRESS (totals, streaks, months, mastery
// by unit), LEVEL (placement with its band, areas, next units), DIAGNOSE (units with mastery, band, status and
// sentence, gaps, plan) and SAT (score with its range, modules, domains).
import type { DiagnoseReport, LevelReport, ProgressReport, SatReport } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MasteryBar } from '../../../components/mastery-bar';
import { useCourseIndex } from '../../course/hooks/use-course-index';
import { monthOf } from '../../../lib/days';
import { aboutPercent, groupMastery, isUnsure, masteryLevel, percent } from '../../../lib/mastery';
import { useGradeLabel } from '../../tests/hooks/use-grade-label';
import {
  ReportBlock,
  ReportFigures,
  ReportItem,
  ReportTable,
  reportColumns,
  SCREEN_ONLY,
  UnitList,
} from './report-parts';

function useLanguage(): 'ko' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'ko' ? 'ko' : 'en';
}

/** Whole minutes, at least 1 once anything was timed. */
const minutesOf = (seconds: number) => (seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0);
const rate = (correct: number, total: number) => (total > 0 ? `${Math.round((correct / total) * 100)}%` : null);

export function ProgressReportView({ report }: { report: ProgressReport }) {
  const { t } = useTranslation('share');
  const { t: tr } = useTranslation('records');
  const language = useLanguage();
  const course = useCourseIndex();
  const grades = groupMastery(report.units, course);
  const busiest = Math.max(1, ...report.months.map((month) => month.solved));
  return (
    <Stack spacing={3} sx={{ '@media print': { gap: '5mm' } }}>
      <ReportFigures
        figures={[
          { label: t('report.figures.solved'), value: String(report.solved) },
          { label: t('report.figures.accuracy'), value: rate(report.correct, report.solved) ?? t('report.none') },
          { label: t('report.figures.minutes'), value: t('report.minutes', { count: report.minutes }) },
          { label: t('report.figures.currentStreak'), value: t('report.days', { count: report.currentStreak }) },
          { label: t('report.figures.longestStreak'), value: t('report.days', { count: report.longestStreak }) },
        ]}
      />
      <ReportBlock title={t('report.progress.months')} testId="report-months">
        {report.months.length === 0 ? (
          <Typography color="text.secondary">{t('report.progress.noMonths')}</Typography>
        ) : (
          <ReportTable
            caption={t('report.progress.months')}
            rows={report.months}
            rowKey={(month) => month.start}
            columns={[
              { header: t('report.progress.month'), cell: (month) => monthOf(month.start), rowHeader: true },
              {
                header: t('report.figures.solved'),
                numeric: true,
                cell: (month) => (
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
                    <Box
                      aria-hidden
                      sx={{
                        height: 8,
                        width: {
                          xs: `${Math.round((month.solved / busiest) * 32)}px`,
                          sm: `${Math.round((month.solved / busiest) * 80)}px`,
                        },
                        borderRadius: 1,
                        bgcolor: 'primary.main',
                        printColorAdjust: 'exact',
                        WebkitPrintColorAdjust: 'exact',
                      }}
                    />
                    {month.solved}
                  </Stack>
                ),
              },
              {
                header: t('report.figures.accuracy'),
                numeric: true,
                cell: (month) => (month.accuracy == null ? t('report.none') : `${percent(month.accuracy)}%`),
              },
              {
                header: t('report.figures.minutes'),
                numeric: true,
                cell: (month) => t('report.minutes', { count: month.minutes }),
              },
            ]}
          />
        )}
      </ReportBlock>
      <ReportBlock title={t('report.progress.units')} testId="report-units">
        {grades.length === 0 ? (
          <Typography color="text.secondary">{t('report.progress.noUnits')}</Typography>
        ) : (
          <Box sx={reportColumns}>
            {grades.map((grade) => (
              <Box key={grade.gradeId} sx={{ '&:not(:first-of-type)': { mt: 2, '@media print': { mt: '2mm' } } }}>
                <Typography
                  component="h3"
                  sx={{ fontWeight: 700, breakAfter: 'avoid', '@media print': { fontSize: '9pt' } }}
                >
                  {course.gradeName(grade.gradeId)?.[language] ?? grade.gradeId}
                </Typography>
                <UnitList
                  columns={false}
                  units={grade.strands
                    .flatMap((strand) => strand.units)
                    .map((unit) => ({
                      key: unit.unitId,
                      name: unit.name[language],
                      value: `${tr(`mastery.levels.${masteryLevel(unit.mastery)}`)} · ${
                        isUnsure(unit)
                          ? t('report.diagnose.band', {
                              percent: aboutPercent(unit.mastery),
                              low: percent(unit.low),
                              high: percent(unit.high),
                            })
                          : `${aboutPercent(unit.mastery)}%`
                      }`,
                      picture: <MasteryBar unit={unit} />,
                    }))}
                />
              </Box>
            ))}
          </Box>
        )}
      </ReportBlock>
    </Stack>
  );
}

export function LevelReportView({ report }: { report: LevelReport }) {
  const { t } = useTranslation('share');
  const { t: tr } = useTranslation('records');
  const language = useLanguage();
  const course = useCourseIndex();
  const grade = useGradeLabel();
  const { placement } = report;
  const single = placement.lowGradeId === placement.highGradeId;
  return (
    <Stack spacing={3} sx={{ '@media print': { gap: '5mm' } }}>
      <Box data-testid="report-placement">
        <Typography variant="body2" color="text.secondary">
          {t('report.level.placement')}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '2rem', lineHeight: 1.2 }}>
          {grade.label(placement.gradeId)}
        </Typography>
        <Typography color="text.secondary">
          {single
            ? t('report.level.bandNoteSingle', { grade: grade.label(placement.gradeId) })
            : t('report.level.bandNote', {
                low: grade.label(placement.lowGradeId),
                high: grade.label(placement.highGradeId),
              })}
        </Typography>
      </Box>
      <ReportFigures
        figures={[
          { label: t('report.figures.questions'), value: String(report.itemCount) },
          { label: t('report.figures.correct'), value: String(report.correct) },
          { label: t('report.figures.time'), value: t('report.minutes', { count: minutesOf(report.seconds) }) },
        ]}
      />
      <ReportBlock title={t('report.level.strands')} testId="report-strands">
        <ReportTable
          caption={t('report.level.strands')}
          rows={report.strands}
          rowKey={(strand) => strand.strand}
          columns={[
            {
              header: t('report.level.strand'),
              cell: (strand) => tr(`mastery.strands.${strand.strand}`),
              rowHeader: true,
            },
            {
              header: t('report.level.right'),
              numeric: true,
              cell: (strand) => t('report.level.rightOf', { correct: strand.correct, answered: strand.answered }),
            },
            { header: t('report.level.result'), cell: (strand) => t(`report.level.status.${strand.status}`) },
          ]}
        />
      </ReportBlock>
      <ReportBlock title={t('report.level.next')} testId="report-next">
        {report.nextUnits.length === 0 ? (
          <Typography color="text.secondary">{t('report.level.nextNone')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
            {report.nextUnits.map((unit) => (
              <li key={unit.unitId}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {course.unitName(unit.unitId)?.[language] ?? unit.unitId}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({grade.label(unit.gradeId)} · {tr(`mastery.strands.${unit.strand}`)} ·{' '}
                  {t('report.level.nextMastery', { percent: aboutPercent(unit.mastery) })})
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </ReportBlock>
    </Stack>
  );
}

export function DiagnoseReportView({ report }: { report: DiagnoseReport }) {
  const { t } = useTranslation('share');
  const language = useLanguage();
  const course = useCourseIndex();
  const grade = useGradeLabel();
  const names = new Map(report.units.map((unit) => [unit.unitId, unit.name[language]]));
  const nameOf = (unitId: string) => names.get(unitId) ?? course.unitName(unitId)?.[language] ?? unitId;
  const count = (status: string) => report.units.filter((unit) => unit.status === status).length;
  return (
    <Stack spacing={3} sx={{ '@media print': { gap: '5mm' } }}>
      <ReportFigures
        figures={[
          { label: t('report.diagnose.grade'), value: grade.label(report.gradeId) },
          { label: t('report.figures.questions'), value: String(report.answered) },
          { label: t('report.figures.correct'), value: String(report.correct) },
          { label: t('report.figures.time'), value: t('report.minutes', { count: minutesOf(report.seconds) }) },
        ]}
      />
      <Typography sx={{ fontWeight: 600 }} data-testid="report-counts">
        {t('report.diagnose.counts', {
          mastered: count('MASTERED'),
          learning: count('LEARNING'),
          gaps: count('GAP'),
        })}
      </Typography>
      <ReportBlock title={t('report.diagnose.units')} testId="report-units">
        <UnitList
          units={report.units.map((unit) => ({
            key: unit.unitId,
            name: unit.name[language],
            value: `${t(`report.diagnose.statuses.${unit.status}`)} · ${t('report.diagnose.band', {
              percent: percent(unit.mastery),
              low: percent(unit.low),
              high: percent(unit.high),
            })}`,
            note: unit.sentence[language],
          }))}
        />
        {report.untested.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('report.diagnose.untested', { units: report.untested.map(nameOf).join(', ') })}
          </Typography>
        )}
      </ReportBlock>
      <ReportBlock title={t('report.diagnose.gaps')} testId="report-gaps">
        {report.gaps.length === 0 ? (
          <Typography color="text.secondary">{t('report.diagnose.noGaps')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3, ...reportColumns, '@media print': { columns: 2, columnGap: '5mm' } }}>
            {report.gaps.map((gap) => (
              // On paper the chain says it; the sentence stays on screen.
              <ReportItem key={gap.unitId}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {gap.chain.map(nameOf).join(' ← ')}
                  </Typography>
                  {gap.root && <Chip size="small" variant="outlined" label={t('report.diagnose.rootGap')} />}
                </Stack>
                <Typography className={SCREEN_ONLY} variant="body2" color="text.secondary">
                  {gap.sentence[language]}
                </Typography>
              </ReportItem>
            ))}
          </Box>
        )}
      </ReportBlock>
      {report.plan.length > 0 && (
        <ReportBlock title={t('report.diagnose.plan')} testId="report-plan">
          <Box component="ol" sx={{ m: 0, pl: 3, ...reportColumns }}>
            {report.plan.map((step) => (
              <ReportItem key={`${step.step}-${step.unitId}`}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {nameOf(step.unitId)}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({t(`report.diagnose.reasons.${step.reason}`)})
                </Typography>
                <Typography className={SCREEN_ONLY} variant="body2">
                  {step.sentence[language]}
                </Typography>
              </ReportItem>
            ))}
          </Box>
        </ReportBlock>
      )}
    </Stack>
  );
}

export function SatReportView({ report }: { report: SatReport }) {
  const { t } = useTranslation('share');
  return (
    <Stack spacing={3} sx={{ '@media print': { gap: '5mm' } }}>
      <Box data-testid="report-score">
        <Typography variant="body2" color="text.secondary">
          {t('report.figures.score')}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '2.5rem', lineHeight: 1.1 }}>{report.score}</Typography>
        <Typography color="text.secondary">
          {t('report.sat.range', { low: report.low, high: report.high })} · {t('report.sat.scale')}
        </Typography>
      </Box>
      <ReportFigures
        figures={[
          { label: t('report.figures.questions'), value: String(report.total) },
          { label: t('report.figures.correct'), value: String(report.correct) },
          { label: t('report.figures.time'), value: t('report.minutes', { count: minutesOf(report.seconds) }) },
        ]}
      />
      <ReportBlock title={t('report.sat.modules')} testId="report-modules">
        <ReportTable
          caption={t('report.sat.modules')}
          rows={report.modules.map((module, index) => ({ ...module, number: index + 1 }))}
          rowKey={(module) => String(module.number)}
          columns={[
            {
              header: t('report.sat.moduleHeader'),
              rowHeader: true,
              cell: (module) =>
                t('report.sat.module', { number: module.number, level: t(`report.sat.levels.${module.level}`) }),
            },
            {
              header: t('report.level.right'),
              numeric: true,
              cell: (module) => t('report.sat.rightOf', { correct: module.correct, total: module.total }),
            },
          ]}
        />
      </ReportBlock>
      <ReportBlock title={t('report.sat.domains')} testId="report-domains">
        <ReportTable
          caption={t('report.sat.domains')}
          rows={report.domains}
          rowKey={(domain) => domain.domain}
          columns={[
            {
              header: t('report.sat.domain'),
              rowHeader: true,
              cell: (domain) => t(`report.sat.domainNames.${domain.domain}`),
            },
            {
              header: t('report.level.right'),
              numeric: true,
              cell: (domain) => t('report.sat.rightOf', { correct: domain.correct, total: domain.total }),
            },
            { header: t('report.sat.relativeTitle'), cell: (domain) => t(`report.sat.relative.${domain.relative}`) },
          ]}
        />
      </ReportBlock>
    </Stack>
  );
}
