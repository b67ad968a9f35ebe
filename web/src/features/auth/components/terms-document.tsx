// A terms document (/term/use, /term/privacy, /term/marketing) from the en/ko catalogues.
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';

export type TermsDocumentName = 'use' | 'privacy' | 'marketing';

export function TermsDocument({ name }: { name: TermsDocumentName }) {
  const { t } = useTranslation('terms');
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const sections = t(`${name}.sections`, { returnObjects: true });
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100dvh' }}>
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 5 }, px: { xs: 2.5, sm: 3 } }}>
        <Button
          startIcon={<ArrowBackRounded />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(appPaths.login))}
          sx={{ mb: 2, ml: -1 }}
        >
          {ta('terms.back')}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
          {t(`${name}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          {ta('terms.effective', { date: t(`${name}.date`) })}
        </Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3.5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1.25 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.25, lineHeight: 1.75, color: 'text.secondary' }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Container>
    </Box>
  );
}
