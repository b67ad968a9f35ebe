// Mastery per unit in words a student reads at a glance ('Almost there', 'About 80% sure you've got this'), the band
// when the model is unsure, grouped by grade and strand; above them, the units that improved and slipped in 30 days.
import type { Mastery } from '@mathbridge/contract';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import TrendingDownRoundedIcon from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../solve/components/status-chip';
import { practiseUnitPath } from '../../../lib/study-links';
import { useCourseIndex } from '../../course/hooks/use-course-index';
import {
  aboutPercent,
  groupMastery,
  isUnsure,
  masteryChanges,
  masteryLevel,
  percent,
  type MasteryChange,
  type UnitMastery,
} from '../../../lib/mastery';
import { LEVEL_TONE, MasteryBar } from '../../../components/mastery-bar';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * 'About 80% sure you've got this' (with what the answers were, when given) and, when the band is wide, its range and
 * a nudge to solve a few more.
 */
export function MasteryWords({
  unit,
  answers,
}: {
  unit: Pick<UnitMastery, 'mastery' | 'low' | 'high'>;
  answers?: string;
}) {
  const { t } = useTranslation('records');
  const unsure = isUnsure(unit);
  return (
    <>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {t('mastery.about', { percent: aboutPercent(unit.mastery) })}
        </Box>
        {answers && ` · ${answers}`}
      </Typography>
      {unsure && (
        <Typography variant="body2" color="text.secondary">
          {t('mastery.band', { low: percent(unit.low), high: percent(unit.high) })}. {t('mastery.unsure')}
        </Typography>
      )}
    </>
  );
}

export function MasteryRow({ unit, name, action }: { unit: UnitMastery; name: string; action?: ReactNode }) {
  const { t } = useTranslation('records');
  const level = masteryLevel(unit.mastery);
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="mastery-unit">
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{name}</Typography>
        <StatusChip size="small" label={t(`mastery.levels.${level}`)} tone={LEVEL_TONE[level]} />
      </Stack>
      <MasteryBar unit={unit} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mt: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          <MasteryWords
            unit={unit}
            answers={t('mastery.answered', { correct: unit.correct, answered: unit.answered })}
          />
        </Box>
        {action}
      </Stack>
    </Box>
  );
}

function ChangeList({
  title,
  icon,
  changes,
  empty,
}: {
  title: string;
  icon: ReactNode;
  changes: MasteryChange[];
  empty: string;
}) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="h4" sx={{ fontWeight: 700, display: 'flex', gap: 0.75, alignItems: 'center', mb: 1 }}>
        {icon}
        {title}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
          {changes.slice(0, 5).map((change) => {
            const name = change.unit.name[language];
            const now = percent(change.unit.mastery);
            return (
              <Box component="li" key={change.unit.unitId}>
                <Box component="span" sx={visuallyHidden}>
                  {t('mastery.changeLabel', { unit: name, before: change.before, now })}
                </Box>
                <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: 0 }}>
                    {name}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {t('mastery.change', { before: change.before, now })}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

export function MasteryChanges({ units }: { units: UnitMastery[] }) {
  const { t } = useTranslation('records');
  const { improved, slipped } = masteryChanges(units);
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="mastery-changes">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('mastery.changesTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <ChangeList
          title={t('mastery.improved')}
          icon={<TrendingUpRoundedIcon aria-hidden sx={{ color: 'success.dark' }} />}
          changes={improved}
          empty={t('mastery.noImproved')}
        />
        <ChangeList
          title={t('mastery.slipped')}
          icon={<TrendingDownRoundedIcon aria-hidden sx={{ color: 'error.dark' }} />}
          changes={slipped}
          empty={t('mastery.noSlipped')}
        />
      </Stack>
    </Box>
  );
}

export function MasteryByUnit({ mastery }: { mastery: Mastery }) {
  const { t, i18n } = useTranslation('records');
  const course = useCourseIndex();
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  const groups = groupMastery(mastery.units, course);
  return (
    <Stack spacing={2}>
      <MasteryChanges units={mastery.units} />
      <Box>
        {groups.map((grade, index) => {
          const count = grade.strands.reduce((sum, strand) => sum + strand.units.length, 0);
          return (
            <Accordion
              key={grade.gradeId}
              defaultExpanded={index === 0}
              disableGutters
              variant="outlined"
              slotProps={{ heading: { component: 'h3' } }}
              sx={{ '&:not(:first-of-type)': { borderTop: 0 } }}
              data-testid={`mastery-grade-${grade.gradeId}`}
            >
              <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {course.gradeName(grade.gradeId)?.[language] ?? grade.gradeId}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('mastery.unitCount', { count })}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails sx={{ pt: 0 }}>
                {grade.strands.map((strand) => (
                  <Box key={strand.strand ?? 'other'} sx={{ mt: 1 }}>
                    <Typography component="h4" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
                      {strand.strand ? t(`mastery.strands.${strand.strand}`) : t('mastery.otherStrand')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                      {strand.units.map((unit) => {
                        const name = unit.name[language];
                        return (
                          <MasteryRow
                            key={unit.unitId}
                            unit={unit}
                            name={name}
                            action={
                              <Button
                                component={RouterLink}
                                to={practiseUnitPath(unit.unitId)}
                                size="small"
                                aria-label={t('mastery.practiseLabel', { unit: name })}
                                sx={{ alignSelf: 'flex-start', flexShrink: 0, ml: { xs: -1, sm: 0 } }}
                              >
                                {t('mastery.practise')}
                              </Button>
                            }
                          />
                        );
                      })}
                    </Box>
                  </Box>
                ))}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
    </Stack>
  );
}
