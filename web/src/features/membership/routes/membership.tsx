// /more/membership: the student's membership MEMBERSHIP. In the beta it is free: subscribing activates it at once; when
// payments are on, subscribing opens PortOne's checkout for the order the server made. Cancelling keeps it active until
// the end of the period.
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page';
import { appPaths } from '../../../lib/paths';
import { HttpError } from '../../../lib/http';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { localDay } from '../../../lib/days';
import { SectionFailed } from '../../../components/section';
import { LoadingBlock } from '../../../components/loading-block';
import { useCancelMembership } from '../api/cancel-membership';
import { useMembership } from '../api/get-membership';
import { useSubscribeMembership } from '../api/subscribe-membership';
import { MembershipCard } from '../components/membership-card';
import { loadIamport, openCheckout } from '../lib/iamport';

export default function MembershipRoute() {
  const { t } = useTranslation('membership');
  const navigate = useNavigate();
  const membership = useMembership();
  const [confirming, setConfirming] = useState(false);
  const notify = useAlertStore((s) => s.notify);
  const alert = useAlertStore((s) => s.alert);
  const paymentsOn = membership.data?.beta === false;

  // PortOne's script is fetched on this screen only, and only when payments are on; early, so the checkout opens fast.
  useEffect(() => {
    if (paymentsOn) void loadIamport().catch(() => undefined);
  }, [paymentsOn]);

  const failed = (error: unknown) => alert(error instanceof HttpError ? error.message : t('errors.checkoutFailed'));

  const wasCancelled = membership.data?.state === 'CANCELLED';
  const join = useSubscribeMembership();
  const subscribe = () =>
    join.mutate(undefined, {
      onSuccess: async (result) => {
        if (result.kind === 'activated') {
          notify(wasCancelled ? t('done.resumed') : t('done.subscribed'));
          return;
        }
        await openCheckout(result.order, (url) => void navigate(url)).catch(() => alert(t('errors.checkoutFailed')));
      },
      onError: failed,
    });
  const cancel = useCancelMembership();
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        notify(t('done.cancelled', { date: localDay(next.periodEnd ?? '') }));
      },
      onError: failed,
    });

  return (
    <Page title={t('title')} maxWidth="sm">
      {membership.isPending ? (
        <LoadingBlock label={t('loading')} />
      ) : membership.isError ? (
        <SectionFailed onRetry={() => void membership.refetch()} />
      ) : (
        <Stack spacing={2}>
          <MembershipCard
            membership={membership.data}
            busy={join.isPending || cancel.isPending}
            onSubscribe={subscribe}
            onCancel={() => setConfirming(true)}
          />
          <Button
            component={RouterLink}
            to={appPaths.paymentHistory}
            startIcon={<ReceiptLongOutlinedIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('actions.history')}
          </Button>
        </Stack>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="membership-cancel-title"
      >
        <DialogTitle id="membership-cancel-title">{t('cancelDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('cancelDialog.body', { date: localDay(membership.data?.periodEnd ?? new Date()) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>{t('cancelDialog.keep')}</Button>
          <Button color="error" variant="contained" onClick={confirmCancel} disabled={cancel.isPending}>
            {t('cancelDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Page>
  );
}
