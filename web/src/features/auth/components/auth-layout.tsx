// The frame of the account screens: a centred card with the logo on the page, edge to edge in the app's webview.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LanguageRounded from '@mui/icons-material/LanguageRounded';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/layout/logo';
import { appPaths } from '../../../lib/paths';

// The language settings (a dialog with the translation picker) load when first opened, not with the account screens.
const LanguageSettingsPopup = lazy(() =>
  import('../../language/components/language-settings-popup').then((m) => ({ default: m.LanguageSettingsPopup })),
);

/** The account screens have no top bar (spec §2), so they carry their own language button. */
function LanguageButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so closing it keeps its transition and returns the focus.
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('nav.language')}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ color: 'text.secondary' }}
      >
        <LanguageRounded />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <LanguageSettingsPopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** `webview`: laid out for the native app's webview (no card, no logo link out of the flow). */
  variant?: 'page' | 'webview';
  width?: 'narrow' | 'wide';
}

function Heading({
  title,
  subtitle,
  fontSize,
}: {
  title: string;
  subtitle?: string | undefined;
  fontSize: string | { xs: string; sm: string };
}) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize, mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}

export function AuthLayout({ title, subtitle, children, variant = 'page', width = 'narrow' }: AuthLayoutProps) {
  const maxWidth = width === 'wide' ? 560 : 440;
  if (variant === 'webview') {
    return (
      <Box sx={{ px: 2.5, py: 3, maxWidth, mx: 'auto' }}>
        <Heading title={title} subtitle={subtitle} fontSize="1.5rem" />
        {children}
      </Box>
    );
  }
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'background.default',
        px: { xs: 0, sm: 2 },
        py: { xs: 0, sm: 6 },
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth,
          px: { xs: 2.5, sm: 5 },
          py: { xs: 3, sm: 5 },
          border: { xs: 'none', sm: '1px solid' },
          borderColor: { sm: 'divider' },
          borderRadius: { xs: 0, sm: '20px' },
          minHeight: { xs: '100dvh', sm: 'auto' },
        }}
      >
        <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo to={appPaths.preview} />
          <LanguageButton />
        </Box>
        <Heading title={title} subtitle={subtitle} fontSize={{ xs: '1.625rem', sm: '1.875rem' }} />
        {children}
      </Paper>
    </Box>
  );
}
