// The step-by-step explanation of a problem, as a titled region with a numbered list, wherever one is shown:
// practice feedback, a workbook's results and the worked examples of unit study.
import type { LocalizedText } from '@mathbridge/contract';
import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MathText } from './math-text';

export function ExplanationSteps({
  title,
  steps,
  language,
  headingLevel = 'h3',
  sx,
  textDirection,
}: {
  /** The region's heading, which also names it for screen readers. */
  title: string;
  steps: readonly LocalizedText[];
  language: 'ko' | 'en';
  headingLevel?: 'h3' | 'h4';
  sx?: BoxProps['sx'];
  /** The steps' language and direction when they differ from the page's (a translated explanation). */
  textDirection?: Pick<BoxProps, 'lang' | 'dir' | 'sx'>;
}) {
  return (
    <Box component="section" aria-label={title} sx={sx}>
      <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="ol"
        lang={textDirection?.lang}
        dir={textDirection?.dir}
        sx={[{ m: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.8 } }, textDirection?.sx ?? {}].flat()}
      >
        {steps.map((step, index) => (
          <li key={index}>
            <MathText text={step[language]} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
