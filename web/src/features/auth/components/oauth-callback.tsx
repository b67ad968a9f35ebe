// /callback/kakao and /callback/google: hands the provider's code and state to the api, then logs in (a linked
// account) or continues to /user/signupAfter (a first sign-in).
import type { OAuthProvider } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { navigateTo } from '../../session/lib/navigation';
import { exchangeOAuth, type OAuthExchangeRequest } from '../api/exchange-oauth';
import { redeemOAuthTicket } from '../api/redeem-oauth-ticket';
import { useFinishLogin } from '../hooks/use-finish-login';
import { describeAuthError } from '../lib/auth-messages';
import { savePending } from '../lib/oauth-pending';
import { AuthLayout } from './auth-layout';
import { OAUTH_ORIGIN_KEY } from './social-buttons';

/** A code can be exchanged once; React may run the effect twice in development. */
const handled = new Set<string>();

export function OAuthCallback({ provider }: { provider: OAuthProvider }) {
  const { t } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const code = params.get('code');
  const state = params.get('state');
  const exchange = useMutation({
    mutationFn: async (body: OAuthExchangeRequest) => {
      const result = await exchangeOAuth(body);
      if (result.status === 'login') {
        await finishLogin(await redeemOAuthTicket(result.ticket));
        return;
      }
      savePending(provider, result);
      const origin = sessionStorage.getItem(OAUTH_ORIGIN_KEY);
      navigateTo(origin === 'webview' ? '/user/signupAfter?webview=1' : '/user/signupAfter', { replace: true });
    },
  });
  const { mutate } = exchange;

  useEffect(() => {
    const iss = params.get('iss') ?? undefined;
    if (!code || !state || handled.has(code)) return;
    handled.add(code);
    mutate({ provider, code, state, ...(iss ? { iss } : {}) });
  }, [provider, mutate, params, code, state]);

  const problem =
    !code || !state
      ? t('messages.oauthFailed')
      : exchange.error
        ? describeAuthError(exchange.error, t, t('messages.oauthFailed'))
        : null;

  return (
    <AuthLayout title={problem ? t('callback.failed') : t('callback.working')}>
      {problem ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography color="text.secondary" role="alert">
            {problem}
          </Typography>
          <Button component={RouterLink} to={appPaths.login} variant="contained" size="large">
            {t('callback.retry')}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }} role="status" aria-live="polite">
          <CircularProgress aria-label={t('callback.working')} />
        </Box>
      )}
    </AuthLayout>
  );
}
