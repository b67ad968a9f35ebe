// The product mark and name; a link home.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** `markOnly`: the mark without the name, where the bar is narrow (a phone's top bar with the student's links). */
export function Logo({ to, onClick, markOnly = false }: { to: string; onClick?(): void; markOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={onClick}
      underline="none"
      aria-label={t('nav.homeLink')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', flexShrink: 0 }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: 32, height: 32, borderRadius: '9px', color: 'primary.main' }}
      >
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M14 44V20h6l12 14 12-14h6v24h-7V31l-11 12-11-12v13z" fill="#fff" />
      </Box>
      {!markOnly && (
        <Box component="span" sx={{ fontWeight: 800, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
          {t('app.name')}
        </Box>
      )}
    </Link>
  );
}
