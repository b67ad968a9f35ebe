// The ten problems answered last: right or wrong, the unit, the day and the time taken, and the way back to the
// problem's explanation (its workbook's results) or, for one answered outside a workbook, a problem like it.
import type { RecentProblems as RecentData } from '@mathbridge/contract';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../solve/components/status-chip';
import { formatDuration } from '../../solve/lib/format-time';
import { useCourseIndex } from '../../course/hooks/use-course-index';
import { localDay } from '../../../lib/days';
import { recentProblemPath } from '../lib/record-links';

export function RecentProblems({ items }: { items: RecentData['items'] }) {
  const { t, i18n } = useTranslation('records');
  const course = useCourseIndex();
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="recent-problems">
      {items.map((item, index) => {
        const unit = (item.unitId && course.unitName(item.unitId)?.[language]) || t('recent.someUnit');
        const date = localDay(item.answeredAt);
        const explained = item.workbookId != null;
        return (
          <Box
            component="li"
            key={item.attemptId}
            sx={{ py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
            data-testid="recent-problem"
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
                {/* One width for both chips, so the units line up. */}
                <Box sx={{ width: 84, flexShrink: 0, display: 'flex' }}>
                  <StatusChip
                    size="small"
                    icon={item.correct ? <CheckCircleRoundedIcon /> : <CancelRoundedIcon />}
                    label={item.correct ? t('recent.correct') : t('recent.incorrect')}
                    tone={item.correct ? 'success' : 'error'}
                  />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{unit}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    <time dateTime={item.answeredAt}>{date}</time> ·{' '}
                    {item.timeMs != null ? t('recent.time', { time: formatDuration(item.timeMs) }) : t('recent.noTime')}
                  </Typography>
                </Box>
              </Stack>
              <Button
                component={RouterLink}
                to={recentProblemPath(item)}
                size="small"
                variant="text"
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0, ml: { xs: 11, sm: 0 } }}
                aria-label={
                  explained ? t('recent.explanationLabel', { unit, date }) : t('recent.practiseLabel', { unit, date })
                }
              >
                {explained ? t('recent.explanation') : t('recent.practise')}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
