// A problem's figure: its SVG shown as an image from a data: URL (never inserted as markup, so nothing in it can run)
// with its text alternative, centred and as wide as the card allows up to the size the figure is drawn for.
import type { ProblemFigure as Figure } from '@mathbridge/contract';
import Box from '@mui/material/Box';

/**
 * The bank draws every figure 360 units wide with 15-16 unit text: shown between about 358 px (a 390 px phone) and
 * 480 px, its text stays between 14 and 21 px.
 */
const FIGURE_MAX_WIDTH = 480;

/** The figure's drawing in one language, as an image URL. */
export function figureSource(figure: Figure, language: 'ko' | 'en'): string {
  const svg = typeof figure.svg === 'string' ? figure.svg : figure.svg[language];
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function ProblemFigure({ figure, language }: { figure: Figure | null | undefined; language: 'ko' | 'en' }) {
  if (!figure) return null;
  return (
    <Box component="figure" sx={{ mx: 0, my: 2, display: 'flex', justifyContent: 'center' }}>
      <Box
        component="img"
        src={figureSource(figure, language)}
        alt={figure.alt[language]}
        // The figure is drawn on its own white card, so it reads the same in the light and dark themes.
        sx={{ display: 'block', width: '100%', maxWidth: FIGURE_MAX_WIDTH, height: 'auto', borderRadius: 2 }}
      />
    </Box>
  );
}
