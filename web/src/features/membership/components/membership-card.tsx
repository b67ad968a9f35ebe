// The student's membership: its price (0 won and a 'beta: free' notice in the beta), its state, the dates that matter
// (renews on, active until, ended on) and the one action that fits: subscribe, cancel, or keep a cancelled one.
import type { Membership } from '@mathbridge/contract';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localDay } from '../../../lib/days';
import { StatusChip, type StatusTone } from '../../solve/components/status-chip';
import { formatWon } from '../lib/money';

const STATE_TONE: Record<Membership['state'], StatusTone> = {
  NONE: 'neutral',
  ACTIVE: 'success',
  CANCELLED: 'warning',
  EXPIRED: 'neutral',
};

/** The day a subscription made now would renew (the beta's free period from today). */
function renewalIfSubscribedNow(days: number): string {
  return localDay(new Date(Date.now() + days * 86_400_000));
}

export function MembershipCard({
  membership,
  busy,
  onSubscribe,
  onCancel,
}: {
  membership: Membership;
  busy: boolean;
  onSubscribe(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation('membership');
  const { state, beta, price } = membership;
  const priceText = t('price.perPeriod', { price: formatWon(price.amount, t, i18n.language), days: price.periodDays });
  const periodEnd = membership.periodEnd ? localDay(membership.periodEnd) : '';

  const lines: string[] = [];
  if (state === 'NONE') {
    lines.push(beta ? t('summary.noneBeta', { date: renewalIfSubscribedNow(price.periodDays) }) : t('summary.none'));
  } else if (state === 'ACTIVE') {
    lines.push(t('summary.active', { since: localDay(membership.startedAt ?? '') }));
    lines.push(
      membership.renewsAt
        ? t('summary.renews', { date: localDay(membership.renewsAt) })
        : t('summary.activeUntil', { date: periodEnd }),
    );
  } else if (state === 'CANCELLED') {
    lines.push(t('summary.cancelled', { cancelled: localDay(membership.cancelledAt ?? ''), date: periodEnd }));
  } else {
    lines.push(t('summary.expired', { date: periodEnd }));
  }

  const subscribeLabel = beta ? t('actions.subscribeFree') : t('actions.subscribe');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="membership-plan"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      data-testid="membership-card"
      data-state={state}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 2,
            // On a phone the plan's name needs the width more than the icon does.
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <CardMembershipOutlinedIcon />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="membership-plan" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('planName')}
            </Typography>
            <StatusChip
              size="small"
              tone={STATE_TONE[state]}
              label={t(`state.${state}`)}
              data-testid="membership-state"
            />
          </Stack>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="membership-price">
              {priceText}
            </Typography>
            {beta && <StatusChip size="small" tone="info" label={t('price.betaFree')} />}
          </Stack>
        </Box>
      </Stack>

      {beta && (
        <Alert severity="info" sx={{ mt: 2.5 }} data-testid="membership-beta">
          <AlertTitle>{t('beta.title')}</AlertTitle>
          {t('beta.body')}
        </Alert>
      )}

      <Box sx={{ mt: 2.5 }} data-testid="membership-summary">
        {lines.map((line) => (
          <Typography key={line} sx={{ mt: 0.5 }}>
            {line}
          </Typography>
        ))}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 3 }}>
        {(state === 'NONE' || state === 'EXPIRED') && (
          <Button variant="contained" size="large" onClick={onSubscribe} disabled={busy}>
            {subscribeLabel}
          </Button>
        )}
        {state === 'CANCELLED' && (
          <Button variant="contained" size="large" onClick={onSubscribe} disabled={busy}>
            {t('actions.resume')}
          </Button>
        )}
        {state === 'ACTIVE' && membership.renewsAt && (
          <Button variant="outlined" color="error" size="large" onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
