// What a screen shows until its feature is built: the catalogue's 'Coming soon', in a friendly layout.
import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from './page';

export interface ComingSoonProps {
  /** The screen's name, shown above the notice. */
  screenTitle?: string;
  backTo: string;
  backLabel: string;
}

export function ComingSoon({ screenTitle, backTo, backLabel }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Page maxWidth="sm">
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}
        data-testid="coming-soon"
      >
        <Box
          aria-hidden
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <ConstructionRoundedIcon sx={{ fontSize: 40 }} />
        </Box>
        {screenTitle && (
          <Typography variant="overline" color="text.secondary" data-translate>
            {screenTitle}
          </Typography>
        )}
        <Typography variant="h1" component="h1" data-translate>
          {t('messages.comingSoon')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 360 }} data-translate>
          {t('comingSoon.body')}
        </Typography>
        <Button component={RouterLink} to={backTo} variant="contained" size="large" sx={{ mt: 1, px: 4 }}>
          {backLabel}
        </Button>
      </Paper>
    </Page>
  );
}
