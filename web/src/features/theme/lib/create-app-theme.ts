// MUI themes for the seven theme choices (spec §9 colours). Dark uses the dark palette; the others the light one and
// differ in their primary colour.
import { PALETTE, type ThemeName } from '@mathbridge/contract';
import { createTheme, type Theme } from '@mui/material/styles';

/** Primary colour of each light theme; default is the spec's primary. */
export const THEME_PRIMARY: Record<ThemeName, string> = {
  default: PALETTE.primary,
  blue: '#3166E8',
  red: '#E0524A',
  green: '#19A87D',
  black: '#33383B',
  dark: PALETTE.primary,
  amber: '#E89B0C',
};

const fontFamily = [
  'Pretendard',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Malgun Gothic"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(',');

export function createAppTheme(name: ThemeName): Theme {
  const dark = name === 'dark';
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main: THEME_PRIMARY[name], contrastText: '#FFFFFF' },
      secondary: { main: PALETTE.secondary },
      success: { main: PALETTE.success },
      info: { main: PALETTE.info },
      warning: { main: PALETTE.warning },
      error: { main: PALETTE.error },
      background: dark
        ? { default: PALETTE.darkBackground, paper: '#383C3F' }
        : { default: PALETTE.lightBackground, paper: '#FFFFFF' },
      text: dark ? { primary: '#F1F3F4', secondary: '#B5BCC2' } : { primary: '#1F2933', secondary: '#5B6670' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
