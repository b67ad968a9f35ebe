// The preview's third picture: what a results screen looks like, drawn with example figures (labelled as an
// example on the page).
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/icon-tile';

const EXAMPLE = [true, true, false, true, true];

export function PreviewResults() {
  const { t } = useTranslation('home');
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <IconTile size={72} round sx={{ border: 6, borderColor: 'success.main', fontWeight: 800, fontSize: '1.25rem' }}>
          80%
        </IconTile>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('preview.results.score')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('preview.results.time')}
          </Typography>
        </Box>
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {EXAMPLE.map((correct, index) => (
          <Stack
            component="li"
            key={index}
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              px: 1.5,
              py: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Typography variant="body2">{t('preview.results.problem', { n: index + 1 })}</Typography>
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: correct ? 'success.dark' : 'error.dark' }}
            >
              {correct ? (
                <CheckCircleRoundedIcon fontSize="small" aria-hidden />
              ) : (
                <CancelRoundedIcon fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {correct ? t('preview.results.correct') : t('preview.results.incorrect')}
              </Typography>
            </Stack>
          </Stack>
        ))}
      </Box>
    </Box>
  );
}
