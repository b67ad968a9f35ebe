// The level test's own top (the app's top bar is hidden on /test): the way home and the test's name.
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';

export function LevelHeader() {
  const { t } = useTranslation('levelTest');
  return (
    <Stack
      component="header"
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: { xs: 2, sm: 3 } }}
    >
      <Button component={RouterLink} to={appPaths.home} startIcon={<HomeRoundedIcon />} sx={{ ml: -1 }}>
        {t('home')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
    </Stack>
  );
}
