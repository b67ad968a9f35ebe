// A problem's step-by-step explanation on the results screen, folded until the student opens it. Opening it is
// help: the first time per problem, the app tells the api in the background (after-help), which schedules a similar
// problem for later to see whether the student then solves it alone. A failed report is not the student's concern.
import type { LocalizedText } from '@mathbridge/contract';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box, { type BoxProps } from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../problem/components/math-text';
import { postAfterHelp } from '../api/post-after-help';
import { firstOpening } from '../lib/after-help-memory';

export function HelpExplanation({
  problemId,
  title,
  steps,
  language,
  sx,
}: {
  problemId: string;
  /** The region's heading, which also names it for screen readers. */
  title: string;
  steps: readonly LocalizedText[];
  language: 'ko' | 'en';
  sx?: BoxProps['sx'];
}) {
  const { t } = useTranslation('recommend');
  const [open, setOpen] = useState(false);
  const stepsId = useId();

  const toggle = () => {
    if (!open && firstOpening(problemId)) {
      postAfterHelp({ problemId, kind: 'explanation' }).catch(() => {
        // The explanation is shown all the same; a lost report only leaves one similar problem unscheduled.
      });
    }
    setOpen(!open);
  };

  return (
    <Box component="section" aria-label={title} sx={sx} data-testid="help-explanation">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        <Button
          size="small"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={stepsId}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          endIcon={
            <ExpandMoreRoundedIcon
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
        >
          {open ? t('help.hide') : t('help.show')}
        </Button>
      </Stack>
      <Collapse in={open}>
        <Box component="ol" id={stepsId} sx={{ m: 0, mt: 1, pl: 3, '& li': { mb: 1, lineHeight: 1.8 } }}>
          {steps.map((step, index) => (
            <li key={index}>
              <MathText text={step[language]} />
            </li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
