// MUI themes for the seven theme choices (spec §9 colours). Dark uses the dark palette; the others the light one and
// differ in their primary colour.
import { PALETTE, type ThemeName } from '@mathbridge/contract';
import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

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

// The shipped Noto Sans KR (Korean code points only) comes first, so Korean looks the same on every device; Latin
// text falls through to the system fonts.
const fontFamily = [
  '"Noto Sans KR"',
  'Pretendard',
  '"Apple SD Gothic Neo"',
  '"Malgun Gothic"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'sans-serif',
].join(',');

/** WCAG AA for normal text. */
const TEXT_CONTRAST = 4.5;

/**
 * The nearest shade of a colour that reads as text on the given background: darker on light pages, lighter on dark
 * ones. The spec's colours are bright (white on #24A3FF is about 2.6:1), so text and filled buttons use these shades.
 */
export function readableShade(color: string, background: string): string {
  const lightBackground = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff');
  let shade = color;
  for (let step = 1; step <= 20 && getContrastRatio(shade, background) < TEXT_CONTRAST; step++) {
    shade = lightBackground ? darken(color, step * 0.04) : lighten(color, step * 0.04);
  }
  return shade;
}

const onColor = (color: string) => (getContrastRatio(color, '#fff') >= TEXT_CONTRAST ? '#FFFFFF' : '#10191F');

const STATUS_COLORS = {
  secondary: PALETTE.secondary,
  success: PALETTE.success,
  info: PALETTE.info,
  warning: PALETTE.warning,
  error: PALETTE.error,
} as const;

export function createAppTheme(name: ThemeName): Theme {
  const dark = name === 'dark';
  const paper = dark ? '#383C3F' : '#FFFFFF';
  const main = THEME_PRIMARY[name];
  // Light pages: filled buttons take the readable (darker) shade with white text. Dark pages: the bright colour itself
  // with dark text.
  // Text must read on both the page and the cards: check against the one closer to the text colour.
  const textBackground = dark ? paper : PALETTE.lightBackground;
  const primaryText = readableShade(main, textBackground);
  const filled = dark ? main : primaryText;
  const shades = (color: string) => ({ main: color, dark: readableShade(color, textBackground) });
  return createTheme({
    palette: {
      mode: dark ? 'dark' : 'light',
      primary: { main, dark: primaryText, contrastText: onColor(filled) },
      secondary: shades(PALETTE.secondary),
      success: shades(PALETTE.success),
      info: shades(PALETTE.info),
      warning: shades(PALETTE.warning),
      error: shades(PALETTE.error),
      background: dark ? { default: PALETTE.darkBackground, paper } : { default: PALETTE.lightBackground, paper },
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
      // Korean wraps between words, not inside them ('이어가세/요'); long unbroken strings still wrap.
      MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all', overflowWrap: 'anywhere' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            // MUI colours buttons through these variables; set them so the readable shades win in every state.
            variants: [
              // Text and outlined buttons in the status colours use the readable shade too (white on the spec's
              // red is about 3:1).
              ...(['secondary', 'success', 'info', 'warning', 'error'] as const).map((color) => {
                const text = readableShade(STATUS_COLORS[color], textBackground);
                return {
                  props: { color },
                  style: {
                    '--variant-textColor': text,
                    '--variant-outlinedColor': text,
                    '--variant-outlinedBorder': text,
                  },
                };
              }),
              {
                props: { color: 'primary' },
                style: {
                  '--variant-textColor': primaryText,
                  '--variant-outlinedColor': primaryText,
                  '--variant-outlinedBorder': primaryText,
                  '--variant-containedColor': onColor(filled),
                  '--variant-containedBg': filled,
                  '@media (hover: hover)': {
                    '&:hover': { '--variant-containedBg': dark ? lighten(filled, 0.1) : darken(filled, 0.12) },
                  },
                },
              },
            ],
          },
        },
      },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: primaryText } } } },
      MuiBottomNavigationAction: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiLink: { defaultProps: { underline: 'hover', color: 'primary.dark' } },
    },
  });
}
