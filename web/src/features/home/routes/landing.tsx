// /main: the landing page for visitors (the spec's default landing key 'main'). It says what the product does and
// links only to what works today: the samples, signing up, logging in and the preview.
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ChatBubbleOutlineRoundedIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import QrCode2RoundedIcon from '@mui/icons-material/QrCode2Rounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../../components/plain-list';
import { IconTile } from '../../../components/icon-tile';
import { CallToAction } from '../components/call-to-action';
import { ClosingCall } from '../components/closing-call';
import { MathIllustration } from '../components/math-illustration';

interface Feature {
  icon: ReactNode;
  title: string;
  body: string;
  available: boolean;
}

function LandingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 5, md: 8 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 3, textAlign: { md: 'center' } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function LandingRoute() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const features: Feature[] = [
    {
      icon: <EditNoteRoundedIcon />,
      title: t('landing.features.practiceTitle'),
      body: t('landing.features.practiceBody'),
      available: true,
    },
    {
      icon: <MapOutlinedIcon />,
      title: t('landing.features.studyTitle'),
      body: t('landing.features.studyBody'),
      available: true,
    },
    {
      icon: <RefreshRoundedIcon />,
      title: t('landing.features.incorrectTitle'),
      body: t('landing.features.incorrectBody'),
      available: true,
    },
    {
      icon: <FactCheckOutlinedIcon />,
      title: t('landing.features.testsTitle'),
      body: t('landing.features.testsBody'),
      available: true,
    },
    {
      icon: <AutoAwesomeOutlinedIcon />,
      title: t('landing.features.aiTitle'),
      body: t('landing.features.aiBody'),
      available: false,
    },
    {
      icon: <AssessmentOutlinedIcon />,
      title: t('landing.features.analyticsTitle'),
      body: t('landing.features.analyticsBody'),
      available: true,
    },
    {
      icon: <ChatBubbleOutlineRoundedIcon />,
      title: t('landing.features.chatTitle'),
      body: t('landing.features.chatBody'),
      available: false,
    },
    {
      icon: <QrCode2RoundedIcon />,
      title: t('landing.features.reportTitle'),
      body: t('landing.features.reportBody'),
      available: true,
    },
  ];
  const steps = [
    [t('landing.steps.oneTitle'), t('landing.steps.oneBody')],
    [t('landing.steps.twoTitle'), t('landing.steps.twoBody')],
    [t('landing.steps.threeTitle'), t('landing.steps.threeBody')],
  ] as const;

  return (
    <Box>
      {/* Hero */}
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 4, md: 8 },
            px: { xs: 2, sm: 3 },
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em' }}>
              {t('landing.hero.eyebrow')}
            </Typography>
            <Typography id="landing-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
              {t('landing.hero.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: { md: '1.125rem' }, mb: 3, maxWidth: 560 }}>
              {t('landing.hero.body')}
            </Typography>
            <CallToAction withTour />
          </Box>
          <Box sx={{ maxWidth: { xs: 320, md: 'none' }, mx: 'auto', width: '100%' }}>
            <MathIllustration />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, px: { xs: 2, sm: 3 } }}>
        <LandingSection id="landing-features" title={t('landing.features.title')}>
          <PlainList gap={2} columns={{ xs: 1, sm: 2, md: 4 }}>
            {features.map((feature) => {
              const status = (
                <Chip
                  size="small"
                  label={feature.available ? t('landing.features.available') : tc('messages.comingSoon')}
                  variant="outlined"
                  sx={
                    feature.available
                      ? { color: 'success.dark', borderColor: 'success.dark' }
                      : { color: 'text.secondary' }
                  }
                />
              );
              return (
                <Paper
                  key={feature.title}
                  component="li"
                  variant="outlined"
                  // Phones: icon beside the text, so eight cards stay short; wider: icon and status above.
                  sx={{ p: 2.5, display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: { xs: 2, sm: 1 } }}
                >
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <IconTile
                      size={44}
                      sx={{
                        borderRadius: 3,
                        bgcolor: 'action.hover',
                        color: feature.available ? 'primary.dark' : 'text.secondary',
                      }}
                    >
                      {feature.icon}
                    </IconTile>
                    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>{status}</Box>
                  </Stack>
                  <Box>
                    <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 0.5 }}>
                      {feature.title}
                    </Typography>
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mb: 0.75 }}>{status}</Box>
                    <Typography variant="body2" color="text.secondary">
                      {feature.body}
                    </Typography>
                  </Box>
                </Paper>
              );
            })}
          </PlainList>
        </LandingSection>

        <LandingSection id="landing-steps" title={t('landing.steps.title')}>
          <PlainList component="ol" gap={3} columns={{ xs: 1, md: 3 }}>
            {steps.map(([title, body], index) => (
              <Stack component="li" key={title} direction="row" spacing={2}>
                <IconTile
                  size={40}
                  round
                  sx={{ flexShrink: 0, bgcolor: 'primary.dark', color: 'primary.contrastText', fontWeight: 700 }}
                >
                  {index + 1}
                </IconTile>
                <Box>
                  <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 0.5 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{body}</Typography>
                </Box>
              </Stack>
            ))}
          </PlainList>
        </LandingSection>

        {/* Coverage */}
        <Paper
          component="section"
          aria-labelledby="landing-coverage"
          variant="outlined"
          sx={{ p: { xs: 2.5, md: 4 }, mb: { xs: 5, md: 8 } }}
        >
          <Typography id="landing-coverage" variant="h2" sx={{ mb: 2, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
            {t('landing.coverage.title')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            <li>
              <Typography>{t('landing.coverage.kr')}</Typography>
            </li>
            <li>
              <Typography>{t('landing.coverage.sat')}</Typography>
            </li>
            <li>
              <Typography>{t('landing.coverage.languages')}</Typography>
            </li>
          </Box>
        </Paper>

        <ClosingCall id="landing-cta" />
      </Container>
    </Box>
  );
}
