// Numbered buttons, one per problem: the current one filled, answered ones marked (right or wrong once graded),
// answers kept offline marked as saved; the student moves among the problems already opened.
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export type QuestionState = 'correct' | 'incorrect' | 'answered' | 'saved' | 'open' | 'unseen';

export interface NavigatorItem {
  state: QuestionState;
  /** Visited problems (and, on a sheet, all) can be opened. */
  enabled: boolean;
}

export function QuestionNavigator({
  items,
  current,
  onSelect,
}: {
  items: NavigatorItem[];
  current: number | null;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('solve');
  return (
    <Box component="nav" aria-label={t('navigator.label')}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item, index) => {
          const isCurrent = index === current;
          const stateLabel = t(`navigator.state.${item.state}`);
          return (
            <li key={index}>
              <ButtonBase
                onClick={() => onSelect(index)}
                disabled={!item.enabled}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={t('navigator.item', { number: index + 1, state: stateLabel })}
                sx={(theme) => {
                  const tone =
                    item.state === 'correct'
                      ? theme.palette.success.main
                      : item.state === 'incorrect'
                        ? theme.palette.error.main
                        : item.state === 'saved'
                          ? theme.palette.warning.dark
                          : theme.palette.primary.main;
                  const marked = item.state !== 'open' && item.state !== 'unseen';
                  return {
                    position: 'relative',
                    width: 40,
                    height: 40,
                    borderRadius: 2,
                    fontWeight: 700,
                    fontSize: theme.typography.body2.fontSize,
                    border: `2px solid ${item.state === 'unseen' ? theme.palette.divider : tone}`,
                    color: isCurrent ? theme.palette.getContrastText(tone) : theme.palette.text.primary,
                    bgcolor: isCurrent ? tone : marked ? alpha(tone, 0.12) : 'background.paper',
                    '&.Mui-disabled': { color: theme.palette.text.secondary, opacity: 0.8 },
                    '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
                  };
                }}
              >
                {index + 1}
                {(item.state === 'correct' ||
                  item.state === 'incorrect' ||
                  item.state === 'saved' ||
                  item.state === 'answered') && (
                  <Box
                    aria-hidden
                    component="span"
                    sx={(theme) => ({
                      position: 'absolute',
                      top: -6,
                      right: -6,
                      width: 18,
                      height: 18,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      color: theme.palette.common.white,
                      bgcolor:
                        item.state === 'incorrect'
                          ? 'error.dark'
                          : item.state === 'saved'
                            ? 'warning.dark'
                            : item.state === 'answered'
                              ? 'primary.dark'
                              : 'success.dark',
                      '& svg': { fontSize: 14 },
                    })}
                  >
                    {item.state === 'incorrect' ? (
                      <CloseRoundedIcon />
                    ) : item.state === 'saved' ? (
                      <CloudOffRoundedIcon />
                    ) : (
                      <CheckRoundedIcon />
                    )}
                  </Box>
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
