// The SAT Math reference sheet: the same formulas and facts the real test gives, each with its figure, in a dialog
// the student opens at any time during a module (full screen on a phone).
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { MathLatex } from '../../problem/components/math-text';
import { ReferenceFigure, type FigureName } from './reference-figures';
import { PlainList } from '../../../components/plain-list';

interface Entry {
  figure: FigureName;
  formulas: string[];
}

/** The sheet's shapes in its own order. */
export const REFERENCE_ENTRIES: readonly Entry[] = [
  { figure: 'circle', formulas: ['A = \\pi r^2', 'C = 2\\pi r'] },
  { figure: 'rectangle', formulas: ['A = \\ell w'] },
  { figure: 'triangle', formulas: ['A = \\frac{1}{2}bh'] },
  { figure: 'rightTriangle', formulas: ['c^2 = a^2 + b^2'] },
  { figure: 'triangle306090', formulas: ['x : x\\sqrt{3} : 2x'] },
  { figure: 'triangle454590', formulas: ['s : s : s\\sqrt{2}'] },
  { figure: 'box', formulas: ['V = \\ell wh'] },
  { figure: 'cylinder', formulas: ['V = \\pi r^2 h'] },
  { figure: 'sphere', formulas: ['V = \\frac{4}{3}\\pi r^3'] },
  { figure: 'cone', formulas: ['V = \\frac{1}{3}\\pi r^2 h'] },
  { figure: 'pyramid', formulas: ['V = \\frac{1}{3}\\ell wh'] },
];

export function ReferenceSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sat');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="sat-reference-title"
      data-testid="reference-sheet"
    >
      <DialogTitle id="sat-reference-title" sx={{ pr: 7 }}>
        {t('reference.title')}
        <IconButton
          onClick={onClose}
          aria-label={t('reference.close')}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRoundedIcon />
        </IconButton>
      </DialogTitle>
      {/* Scrolls on a small screen: focusable, so the keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="sat-reference-title">
        <PlainList gap={1.5} columns={{ xs: 1, sm: 2, md: 3 }}>
          {REFERENCE_ENTRIES.map((entry) => (
            <Paper
              component="li"
              key={entry.figure}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <ReferenceFigure name={entry.figure} />
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {t(`reference.shapes.${entry.figure}.name`)}
                </Typography>
                {entry.formulas.map((formula) => (
                  <Typography key={formula} component="div" sx={{ fontSize: '1.05rem' }}>
                    <MathLatex latex={formula} />
                  </Typography>
                ))}
                <Typography variant="body2" color="text.secondary">
                  {t(`reference.shapes.${entry.figure}.note`)}
                </Typography>
              </Stack>
            </Paper>
          ))}
        </PlainList>
        <Box component="ul" sx={{ mt: 2, mb: 0, pl: 3, '& li': { mb: 0.5 } }} aria-label={t('reference.factsLabel')}>
          <li>
            <Typography>{t('reference.facts.degrees')}</Typography>
          </li>
          <li>
            <Typography>{t('reference.facts.radians')}</Typography>
          </li>
          <li>
            <Typography>{t('reference.facts.triangle')}</Typography>
          </li>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
