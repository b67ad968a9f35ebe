// A diagnostic report, for a student's saved test and for a visitor's sample alike: the summary, where the gaps
// start, the study plan and every unit with its evidence. A unit is named with where it sits when its name alone
// is not enough: one of another grade (a prerequisite brought in), or one whose name another unit shares.
import type { DiagnoseReport, LocalizedText } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unitWhere, type UnitPlace } from '../lib/diagnose-course';
import { GapChains } from './gap-chains';
import { ReportSummary } from './report-summary';
import { StudyPlan } from './study-plan';
import { UnitResultCard, type Evidence } from './unit-result-card';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: intro ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

export function DiagnoseReportView({
  report,
  language,
  courseNames,
  places,
  canPractise,
  onOpenEvidence,
}: {
  report: DiagnoseReport;
  language: 'ko' | 'en';
  /** Names from the course map, for grades and units the report does not name itself. */
  courseNames: ReadonlyMap<string, LocalizedText>;
  /** The grade and chapter of each unit, from the course map. */
  places: ReadonlyMap<string, UnitPlace>;
  /** Plan steps open practice (students) or the lesson only (visitors). */
  canPractise: boolean;
  onOpenEvidence?: (evidence: Evidence) => void;
}) {
  const { t } = useTranslation('diagnose');
  const names = useMemo(() => {
    const all = new Map(courseNames);
    for (const unit of report.units) all.set(unit.unitId, unit.name);
    return all;
  }, [courseNames, report.units]);
  const where = useMemo(
    () =>
      unitWhere(
        [
          ...report.units.map((unit) => unit.unitId),
          ...report.gaps.flatMap((gap) => gap.chain),
          ...report.plan.map((step) => step.unitId),
        ],
        { testedGradeId: report.gradeId, language, names, places },
      ),
    [language, names, places, report],
  );
  const label = useCallback(
    (unitId: string) => {
      const name = names.get(unitId)?.[language] ?? unitId;
      const place = where.get(unitId);
      return place ? t('unit.withPlace', { unit: name, place }) : name;
    },
    [language, names, t, where],
  );
  // The units the student chose first; the earlier units the test brought in after them.
  const groups = [
    { key: 'chosen' as const, units: report.units.filter((unit) => unit.chosen) },
    { key: 'earlier' as const, units: report.units.filter((unit) => !unit.chosen) },
  ].filter((group) => group.units.length > 0);
  return (
    <Stack spacing={4}>
      <ReportSummary report={report} language={language} names={names} />
      <Section id="report-gaps" title={t('gaps.heading')} intro={report.gaps.length > 0 ? t('gaps.intro') : undefined}>
        <GapChains gaps={report.gaps} language={language} label={label} />
      </Section>
      <Section id="report-plan" title={t('plan.heading')} intro={report.plan.length > 0 ? t('plan.intro') : undefined}>
        <StudyPlan plan={report.plan} language={language} label={label} canPractise={canPractise} />
      </Section>
      <Section id="report-units" title={t('units.heading')} intro={t('units.intro')}>
        <Stack spacing={3}>
          {groups.map((group) => (
            <Box key={group.key} component="section" aria-labelledby={`report-units-${group.key}`}>
              {groups.length > 1 && (
                <Typography id={`report-units-${group.key}`} variant="h3" sx={{ mb: 0.5 }}>
                  {t(`units.${group.key}`)}
                </Typography>
              )}
              {groups.length > 1 && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t(`units.${group.key}Intro`)}
                </Typography>
              )}
              <Stack spacing={1.5}>
                {group.units.map((unit) => (
                  <UnitResultCard
                    key={unit.unitId}
                    unit={unit}
                    language={language}
                    place={where.get(unit.unitId)}
                    onOpenEvidence={onOpenEvidence}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
