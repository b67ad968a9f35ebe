// The call at the end of the landing and preview pages: a heading, a line under it and the way in (sign up, log in,
// try samples), centred; on the preview it stands in an outlined frame.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CallToAction } from './call-to-action';

const CENTRED = { textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 } as const;

export function ClosingCall({ id, framed = false }: { id: string; framed?: boolean }) {
  const { t } = useTranslation('home');
  const content = (
    <>
      <Typography id={id} variant="h2">
        {t('landing.cta.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('landing.cta.body')}
      </Typography>
      <CallToAction centered hint={false} />
    </>
  );
  return framed ? (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 3, md: 5 }, ...CENTRED }}>
      {content}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={id} sx={CENTRED}>
      {content}
    </Box>
  );
}
