// Choosing one of the seven themes; the choice is stored and survives a reload.
import { THEMES, type ThemeName } from '@mathbridge/contract';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { THEME_PRIMARY } from '../lib/create-app-theme';
import { useThemeStore } from '../stores/theme-store';

export function ThemePicker() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <Box
      role="radiogroup"
      aria-label={t('theme.title')}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))' }}
    >
      {THEMES.map((name: ThemeName) => {
        const checked = theme === name;
        return (
          <ButtonBase
            key={name}
            role="radio"
            aria-checked={checked}
            onClick={() => setTheme(name)}
            data-theme-name={name}
            sx={{
              justifyContent: 'flex-start',
              gap: 1.5,
              p: 1.5,
              borderRadius: 2,
              border: 2,
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: 'background.paper',
              textAlign: 'left',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 28,
                height: 28,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: THEME_PRIMARY[name],
                // Every swatch keeps an outline so a dark swatch still shows on the dark theme.
                border: name === 'dark' ? '6px solid #2D3032' : undefined,
                outline: '1px solid',
                outlineColor: 'divider',
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
              }}
            >
              {checked && <CheckIcon sx={{ fontSize: 18 }} />}
            </Box>
            <Typography variant="body2" sx={{ fontWeight: checked ? 700 : 500 }}>
              {t(`theme.${name}`)}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
