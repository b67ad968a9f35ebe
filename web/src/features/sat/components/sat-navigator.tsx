// The module's questions as a grid of numbered buttons: the current one filled, answered ones tinted with a solid
// border, unanswered ones with a dashed border, and a flag on those marked for review; a legend explains the marks.
import BookmarkRoundedIcon from '@mui/icons-material/BookmarkRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { QuestionStatus } from '../lib/sat-drafts';

const CELL = 44;

function cellSx(theme: Theme, status: { answered: boolean; current: boolean }) {
  const tone = theme.palette.primary.dark;
  return {
    position: 'relative',
    width: CELL,
    height: CELL,
    borderRadius: 2,
    fontWeight: 700,
    fontSize: theme.typography.body2.fontSize,
    border: `2px ${status.answered || status.current ? 'solid' : 'dashed'} ${
      status.answered || status.current ? tone : theme.palette.text.secondary
    }`,
    color: status.current ? theme.palette.primary.contrastText : theme.palette.text.primary,
    bgcolor: status.current ? tone : status.answered ? alpha(tone, 0.12) : 'background.paper',
    '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&.Mui-disabled': { opacity: 0.6 },
  } as const;
}

function MarkFlag() {
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        position: 'absolute',
        top: -8,
        right: -6,
        color: 'error.dark',
        lineHeight: 0,
        '& svg': { fontSize: 20, filter: 'drop-shadow(0 0 1px #fff)' },
      }}
    >
      <BookmarkRoundedIcon />
    </Box>
  );
}

/** The marks, explained once beside the grid. */
function Legend() {
  const { t } = useTranslation('sat');
  const entries = [
    { key: 'current', status: { answered: false, current: true }, flag: false },
    { key: 'unanswered', status: { answered: false, current: false }, flag: false },
    { key: 'answered', status: { answered: true, current: false }, flag: false },
    { key: 'marked', status: { answered: false, current: false }, flag: true },
  ] as const;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('navigator.legend')}
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
    >
      {entries.map((entry) => (
        <Stack component="li" key={entry.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={(theme) => ({ ...cellSx(theme, entry.status), width: 22, height: 22, borderRadius: 1 })}>
            {entry.flag && (
              <Box
                component="span"
                sx={{ position: 'absolute', top: -7, right: -7, lineHeight: 0, color: 'error.dark' }}
              >
                <BookmarkRoundedIcon sx={{ fontSize: 16 }} />
              </Box>
            )}
          </Box>
          <Typography variant="body2">{t(`navigator.${entry.key}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function SatNavigator({
  statuses,
  onSelect,
  disabled = false,
  legend = true,
}: {
  statuses: QuestionStatus[];
  onSelect: (index: number) => void;
  disabled?: boolean;
  legend?: boolean;
}) {
  const { t } = useTranslation('sat');
  return (
    <Stack spacing={2.5}>
      {legend && <Legend />}
      <Box component="nav" aria-label={t('navigator.label')}>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pt: 1,
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(${CELL}px, 1fr))`,
            justifyItems: 'center',
            gap: 1.5,
          }}
        >
          {statuses.map((status, index) => {
            const state = [
              status.answered ? t('navigator.answered') : t('navigator.unanswered'),
              ...(status.marked ? [t('navigator.marked')] : []),
            ].join(', ');
            return (
              <li key={status.problemId}>
                <ButtonBase
                  onClick={() => onSelect(index)}
                  disabled={disabled}
                  aria-current={status.current ? 'step' : undefined}
                  aria-label={t('navigator.item', { number: status.number, state })}
                  data-testid={`sat-nav-${status.number}`}
                  data-answered={status.answered}
                  data-marked={status.marked}
                  sx={(theme) => cellSx(theme, status)}
                >
                  {status.number}
                  {status.marked && <MarkFlag />}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      </Box>
    </Stack>
  );
}
