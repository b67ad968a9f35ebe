// Quick starts from home: the incorrect notes, a quick set of five, and the course map; and the three tests that
// tell a student where they stand (level, diagnostic, SAT).
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StairsOutlinedIcon from '@mui/icons-material/StairsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { homeLinks } from '../lib/home-links';

interface HomeLink {
  to: string;
  icon: ReactNode;
  label: string;
  hint: string;
}

export function QuickLinks() {
  const { t } = useTranslation('home');
  const links: HomeLink[] = [
    {
      to: homeLinks.incorrectNotes,
      icon: <RefreshRoundedIcon />,
      label: t('home.quick.incorrect'),
      hint: t('home.quick.incorrectHint'),
    },
    { to: homeLinks.fastSet, icon: <BoltRoundedIcon />, label: t('home.quick.fast'), hint: t('home.quick.fastHint') },
    { to: homeLinks.study, icon: <MapOutlinedIcon />, label: t('home.quick.study'), hint: t('home.quick.studyHint') },
  ];
  return <LinkGrid id="home-quick-title" title={t('home.quick.title')} links={links} />;
}

export function TestLinks() {
  const { t } = useTranslation('home');
  const links: HomeLink[] = [
    {
      to: homeLinks.levelTest,
      icon: <StairsOutlinedIcon />,
      label: t('home.tests.level'),
      hint: t('home.tests.levelHint'),
    },
    {
      to: homeLinks.diagnose,
      icon: <FactCheckOutlinedIcon />,
      label: t('home.tests.diagnose'),
      hint: t('home.tests.diagnoseHint'),
    },
    { to: homeLinks.sat, icon: <SchoolOutlinedIcon />, label: t('home.tests.sat'), hint: t('home.tests.satHint') },
  ];
  return <LinkGrid id="home-tests-title" title={t('home.tests.title')} links={links} />;
}

function LinkGrid({ id, title, links }: { id: string; title: string; links: readonly HomeLink[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, m: 0, p: 0 }}
      >
        {links.map((link) => (
          <Box component="li" key={link.to} sx={{ listStyle: 'none' }}>
            <Paper
              variant="outlined"
              component={RouterLink}
              to={link.to}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 2,
                height: '100%',
                color: 'text.primary',
                textDecoration: 'none',
                transition: 'border-color 120ms, background-color 120ms',
                '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: 3,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.hover',
                  color: 'primary.dark',
                }}
              >
                {link.icon}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{link.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {link.hint}
                </Typography>
              </Box>
              <ChevronRightIcon color="action" aria-hidden />
            </Paper>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
