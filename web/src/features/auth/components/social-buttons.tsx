// Kakao and Google sign-in buttons, shown only for the providers the api has configured.
import type { OAuthProvider } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { startOAuth } from '../api/start-oauth';
import { describeAuthError } from '../lib/auth-messages';
import { FormAlert } from './form-alert';

/** Where to come back to after the provider (the webview flow returns to its own screens). */
export const OAUTH_ORIGIN_KEY = 'mathbridge.oauthOrigin';

/** A provider's mark beside its name; decorative. */
function BrandMark({ children }: { children: ReactNode }) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 20, height: 20 }}>
      {children}
    </Box>
  );
}

function KakaoMark() {
  return (
    <BrandMark>
      <path
        fill="#191600"
        d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.6c-.1.3.3.6.6.4l4.2-2.8c.5.1 1 .1 1.5.1 5.5 0 10-3.6 10-8S17.5 3 12 3z"
      />
    </BrandMark>
  );
}

function GoogleMark() {
  return (
    <BrandMark>
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.5c2.1-1.9 3.3-4.7 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.7 14c-.2-.7-.4-1.4-.4-2s.1-1.4.4-2V7.1H2.1a11 11 0 0 0 0 9.8L5.7 14z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1L5.7 10c.9-2.7 3.4-4.6 6.3-4.6z" />
    </BrandMark>
  );
}

export function SocialButtons({ origin }: { origin: 'page' | 'webview' }) {
  const { t } = useTranslation('auth');
  const providers = useOAuthProviders();
  const starting = useMutation({
    mutationFn: async (provider: OAuthProvider) => {
      sessionStorage.setItem(OAUTH_ORIGIN_KEY, origin);
      window.location.assign(await startOAuth(provider));
    },
  });
  const enabled = (['kakao', 'google'] as const).filter((p) => providers.data?.[p]);
  if (enabled.length === 0) return null;
  const error = starting.error ? describeAuthError(starting.error, t, t('messages.oauthFailed')) : null;

  function go(provider: OAuthProvider) {
    starting.reset();
    starting.mutate(provider);
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      <Divider>
        <Typography variant="body2" color="text.secondary">
          {t('login.or')}
        </Typography>
      </Divider>
      <FormAlert message={error} />
      {enabled.includes('kakao') && (
        <Button
          size="large"
          onClick={() => go('kakao')}
          startIcon={<KakaoMark />}
          sx={{ bgcolor: '#FEE500', color: 'rgba(0,0,0,0.85)', '&:hover': { bgcolor: '#F5DC00' } }}
        >
          {t('login.kakao')}
        </Button>
      )}
      {enabled.includes('google') && (
        <Button size="large" variant="outlined" color="inherit" onClick={() => go('google')} startIcon={<GoogleMark />}>
          {t('login.google')}
        </Button>
      )}
    </Box>
  );
}
