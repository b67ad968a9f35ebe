// The page's footer (spec §2): terms, privacy, a company link and the legal text.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface FooterProps {
  termsPath: string;
  privacyPath: string;
  companyUrl: string;
}

export function Footer({ termsPath, privacyPath, companyUrl }: FooterProps) {
  const { t } = useTranslation();
  const external = /^https?:\/\//.test(companyUrl);
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: { xs: 3, sm: 4 }, mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2.5} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={termsPath} color="text.primary" variant="body2" sx={{ fontWeight: 600 }}>
            {t('footer.termsOfUse')}
          </Link>
          <Link component={RouterLink} to={privacyPath} color="text.primary" variant="body2" sx={{ fontWeight: 700 }}>
            {t('footer.privacy')}
          </Link>
          {external ? (
            <Link href={companyUrl} color="text.primary" variant="body2" target="_blank" rel="noopener noreferrer">
              {t('footer.company')}
            </Link>
          ) : (
            <Link component={RouterLink} to={companyUrl} color="text.primary" variant="body2">
              {t('footer.company')}
            </Link>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('footer.notice')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('footer.legal', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
