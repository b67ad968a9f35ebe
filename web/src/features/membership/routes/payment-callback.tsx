// /payment/callback/iamport/kakaopay: where PortOne's checkout returns (query imp_uid, merchant_uid, imp_success,
// error_msg). Nothing here is trusted: the server looks the payment up at PortOne and says what happened. A payment
// the browser reports as failed or cancelled is still passed on (when it has an imp_uid) so the order shows it, and
// the student reads that nothing was charged and nothing changed.
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { StatusCard } from '../../../components/status-card';
import { appPaths } from '../../../lib/paths';
import { localDay } from '../../../lib/days';
import { LoadingBlock } from '../../../components/loading-block';
import { completePaymentKey, useCompletePayment } from '../api/complete-payment';
import { membershipKeys } from '../api/membership-keys';
import { readCheckoutReturn } from '../lib/iamport';

export default function PaymentCallbackRoute() {
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const checkout = useMemo(() => readCheckoutReturn(params), [params]);
  const { impUid, merchantUid, failed } = checkout;
  const order = merchantUid ?? '';
  const { mutate, status, data } = useCompletePayment(order);

  useEffect(() => {
    // One check per return: after the first call the status is no longer idle, and React's second run of a new
    // effect (development) finds the first call still under way in the mutation cache.
    if (status !== 'idle') return;
    if (queryClient.isMutating({ mutationKey: completePaymentKey(order), exact: true }) > 0) return;
    // A failed checkout without PortOne's id has nothing to check; the membership may still have changed elsewhere.
    if (failed && !impUid) {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
      return;
    }
    // A failed checkout is still passed on: the order records PortOne's own word on it.
    mutate({ impUid: impUid ?? '', merchantUid: order });
  }, [failed, impUid, order, status, mutate, queryClient]);

  const outcome =
    failed || data?.outcome === 'FAILED' || data?.outcome === 'CANCELLED'
      ? 'failed'
      : status === 'success'
        ? 'done'
        : // A refusal, an order that is not the student's, or PortOne unreachable: nothing changed either way.
          status === 'error'
          ? 'refused'
          : 'checking';

  const actions = [
    { label: t('callback.toMembership'), to: appPaths.membership, primary: true },
    { label: t('callback.toHistory'), to: appPaths.paymentHistory },
  ];

  if (outcome === 'checking') {
    return (
      <Page maxWidth="sm">
        <LoadingBlock label={t('callback.checking')} />
      </Page>
    );
  }
  if (outcome === 'done' && data) {
    const date = localDay(data.membership.periodEnd ?? new Date());
    return (
      <StatusCard
        testId="payment-callback-success"
        icon={<CheckCircleOutlineRoundedIcon />}
        overline={t('callback.overline')}
        title={t('callback.successTitle')}
        body={data.outcome === 'ALREADY' ? t('callback.alreadyBody', { date }) : t('callback.successBody', { date })}
        actions={actions}
      />
    );
  }
  if (outcome === 'failed') {
    return (
      <StatusCard
        testId="payment-callback-failed"
        icon={<ErrorOutlineRoundedIcon />}
        overline={t('callback.overline')}
        title={t('callback.failedTitle')}
        body={t('callback.failedBody')}
        actions={actions}
      />
    );
  }
  return (
    <StatusCard
      testId="payment-callback-refused"
      icon={<ErrorOutlineRoundedIcon />}
      overline={t('callback.overline')}
      title={t('callback.refusedTitle')}
      body={t('callback.refusedBody')}
      actions={actions}
    />
  );
}
