// /preview: a visitor's tour of the app (where the logged-out logo goes): the course map, a real sample problem and
// a results screen, then the call to try the samples or sign up.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session-store';
import { ClosingCall } from '../components/closing-call';
import { PreviewCourseTree } from '../components/preview-course-tree';
import { PreviewProblem } from '../components/preview-problem';
import { PreviewResults } from '../components/preview-results';

function TourStep({
  n,
  title,
  body,
  caption,
  children,
  action,
}: {
  /** The step's number; even steps put the picture on the left on wide screens, so the tour zigzags. */
  n: number;
  title: string;
  body: string;
  caption: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const headingId = `preview-step-${n}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: n % 2 === 0 ? '1.1fr 1fr' : '1fr 1.1fr' },
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography variant="overline" sx={{ color: 'primary.dark', fontWeight: 700 }}>
          {t('preview.step', { n })}
        </Typography>
        <Typography id={headingId} variant="h2" sx={{ mb: 1, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        {action && <Box sx={{ mt: 2 }}>{action}</Box>}
      </Box>
      <Box component="figure" sx={{ m: 0, order: { md: n % 2 === 0 ? -1 : 0 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, boxShadow: 3 }}>
          {children}
        </Paper>
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {caption}
        </Typography>
      </Box>
    </Box>
  );
}

export default function PreviewRoute() {
  const { t } = useTranslation('home');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ textAlign: { md: 'center' }, maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('preview.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { md: '1.125rem' } }}>
          {t('preview.intro')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, mb: { xs: 5, md: 8 } }}>
        <TourStep
          n={1}
          title={t('preview.tree.title')}
          body={t('preview.tree.body')}
          caption={t('preview.tree.caption')}
        >
          <PreviewCourseTree />
        </TourStep>
        <TourStep
          n={2}
          title={t('preview.solve.title')}
          body={t('preview.solve.body')}
          caption={t('preview.solve.caption')}
          action={
            <Button component={RouterLink} to={loggedIn ? appPaths.sample : appPaths.samplePreVer2} variant="outlined">
              {t('preview.solve.tryIt')}
            </Button>
          }
        >
          <PreviewProblem />
        </TourStep>
        <TourStep
          n={3}
          title={t('preview.results.title')}
          body={t('preview.results.body')}
          caption={t('preview.results.caption')}
        >
          <PreviewResults />
        </TourStep>
      </Box>
      <ClosingCall id="preview-cta" framed />
    </Container>
  );
}
