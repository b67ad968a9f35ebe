// The problem the chat is about, drawn as in practice (stem and choices). On a phone it starts folded, so the
// conversation has the room.
import type { ProblemView } from '@mathbridge/contract';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../problem/components/math-text';
import type { ProblemLanguage } from '../../problem/components/problem-view';
import { ProblemFigure } from '../../../components/problem-figure';

export function ProblemPanel({ problem, language }: { problem: ProblemView; language: ProblemLanguage }) {
  const { t } = useTranslation('chat');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(!phone);
  const bodyId = useId();
  return (
    <Paper variant="outlined" component="section" aria-label={t('problem.heading')} sx={{ borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 0.5 }}>
        <Typography variant="overline" component="h2" color="text.secondary">
          {t('problem.heading')}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={bodyId}
          endIcon={open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
        >
          {open ? t('problem.hide') : t('problem.show')}
        </Button>
      </Box>
      <Collapse in={open} id={bodyId}>
        <Box sx={{ px: 2, pb: 2 }} data-testid="chat-problem">
          <Typography component="div" sx={{ fontSize: '1.0625rem', lineHeight: 1.8 }}>
            <MathText text={problem.stem[language]} component="p" fractions="display" />
          </Typography>
          <ProblemFigure figure={problem.figure} language={language} />
          {problem.type === 'multiple' && problem.choices && (
            <Box component="ol" sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 0.5 }}>
              {problem.choices.map((choice, index) => (
                <li key={index}>
                  <MathText text={choice} fractions="display" />
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
