// The three terms of signup: service and privacy required, marketing optional, with "agree to all".
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface TermsValue {
  service: boolean;
  privacy: boolean;
  marketing: boolean;
}

const ITEMS = [
  { key: 'service', label: 'signup.termService', href: '/term/use', required: true },
  { key: 'privacy', label: 'signup.termPrivacy', href: '/term/privacy', required: true },
  { key: 'marketing', label: 'signup.termMarketing', href: '/term/marketing', required: false },
] as const;

export function TermsAgreement({
  value,
  onChange,
  error,
}: {
  value: TermsValue;
  onChange(next: TermsValue): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const all = value.service && value.privacy && value.marketing;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={error ? 'terms-error' : undefined}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('signup.termsTitle')}
      </Typography>
      <Box
        sx={{
          border: '1px solid',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          px: 2,
          py: 1,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={all}
              indeterminate={!all && (value.service || value.privacy || value.marketing)}
              onChange={(e) =>
                onChange({ service: e.target.checked, privacy: e.target.checked, marketing: e.target.checked })
              }
            />
          }
          label={<Typography sx={{ fontWeight: 700 }}>{t('signup.agreeAll')}</Typography>}
        />
        <Divider sx={{ my: 0.5 }} />
        {ITEMS.map((item) => (
          <Box key={item.key} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <FormControlLabel
              sx={{ flex: 1, mr: 0 }}
              control={
                <Checkbox
                  checked={value[item.key]}
                  onChange={(e) => onChange({ ...value, [item.key]: e.target.checked })}
                  size="small"
                />
              }
              label={
                <Typography variant="body2">
                  <Box component="span" sx={{ color: item.required ? 'primary.main' : 'text.secondary', mr: 0.5 }}>
                    [{item.required ? t('common.required') : t('common.optional')}]
                  </Box>
                  {t(item.label)}
                </Typography>
              }
            />
            <Link href={item.href} target="_blank" rel="noopener" variant="body2" sx={{ flexShrink: 0 }}>
              {t('common.view')}
            </Link>
          </Box>
        ))}
      </Box>
      {error && (
        <FormHelperText error id="terms-error" role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
