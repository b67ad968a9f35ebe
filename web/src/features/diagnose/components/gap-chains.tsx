// The gaps of a diagnostic report, each with the chain of earlier units it rests on: this unit → a failing
// prerequisite → … → the root gap, where studying should start. A chain inside a longer one is not drawn twice.
import type { DiagnoseReport } from '@mathbridge/contract';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { longestChains } from '../lib/report-words';

export function GapChains({
  gaps,
  language,
  label,
}: {
  gaps: DiagnoseReport['gaps'];
  language: 'ko' | 'en';
  /** A unit's name as the report says it (with its grade when it is of another grade). */
  label: (unitId: string) => string;
}) {
  const { t } = useTranslation('diagnose');
  if (gaps.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography>{t('gaps.none')}</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={1.5}>
      {longestChains(gaps).map((gap) => (
        <Paper
          key={gap.unitId}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
          data-testid="gap"
          data-unit={gap.unitId}
        >
          <Box
            component="ol"
            aria-label={t('gaps.chainLabel', { unit: label(gap.unitId) })}
            sx={{
              m: 0,
              mb: 1.5,
              p: 0,
              listStyle: 'none',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
            }}
          >
            {gap.chain.map((unitId, index) => {
              const root = index === gap.chain.length - 1;
              return (
                <Box
                  component="li"
                  key={unitId}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: '100%' }}
                  data-testid={root ? 'gap-root' : 'gap-step'}
                  data-unit={unitId}
                >
                  {index > 0 && <ArrowForwardRoundedIcon aria-hidden fontSize="small" color="action" />}
                  <Box
                    sx={{
                      px: 1.5,
                      py: 0.75,
                      borderRadius: 2,
                      border: 1,
                      borderColor: root ? 'error.dark' : 'divider',
                      bgcolor: root ? 'background.paper' : 'action.hover',
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      columnGap: 0.75,
                      minWidth: 0,
                    }}
                  >
                    {root && <FlagRoundedIcon aria-hidden fontSize="small" sx={{ color: 'error.dark' }} />}
                    <Typography component="span" sx={{ fontWeight: root ? 700 : 500 }}>
                      {label(unitId)}
                    </Typography>
                    {root && (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ color: 'error.dark', fontWeight: 700, whiteSpace: 'nowrap' }}
                      >
                        {t('gaps.root')}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
          <Typography color="text.secondary">{gap.sentence[language]}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
