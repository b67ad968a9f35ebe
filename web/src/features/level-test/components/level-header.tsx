// The level test's own top (the app's top bar is hidden on /test): the way home.
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';

export function LevelHeader() {
  const { t } = useTranslation('levelTest');
  return (
    <Stack component="header" direction="row" sx={{ alignItems: 'center', gap: 1, mb: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={appPaths.home} startIcon={<HomeRoundedIcon />} sx={{ ml: -1 }}>
        {t('home')}
      </Button>
    </Stack>
  );
}
