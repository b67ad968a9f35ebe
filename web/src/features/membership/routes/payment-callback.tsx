// /payment/callback/iamport/kakaopay: where PortOne's checkout returns (query imp_uid, merchant_uid, imp_success,
// error_msg). Nothing here is trusted: the server looks the payment up at PortOne and says what happened. A payment
// the browser reports as failed or cancelled is still passed on (when it has an imp_uid) so the order shows it, and
// the student reads that nothing was charged and nothing changed.
import type { PaymentResult } from '@mathbridge/contract';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { StatusCard } from '../../../components/status-card';
import { appPaths } from '../../../lib/paths';
import { localDay } from '../../records/lib/days';
import { LoadingBlock } from '../../solve/components/loading-block';
import { completePayment, membershipKeys } from '../api/membership-api';
import { readCheckoutReturn } from '../lib/iamport';

type Outcome =
  { kind: 'checking' } | { kind: 'done'; result: PaymentResult } | { kind: 'failed' } | { kind: 'refused' };

export default function PaymentCallbackRoute() {
  const { t } = useTranslation('membership');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { impUid, merchantUid, failed } = readCheckoutReturn(params);
    const finish = (next: Outcome) => {
      setOutcome(next);
      void queryClient.invalidateQueries({ queryKey: membershipKeys.all });
    };
    if (failed) {
      // The order records PortOne's own word on it; what the student reads does not wait for that.
      if (impUid && merchantUid) void completePayment({ impUid, merchantUid }).catch(() => undefined);
      finish({ kind: 'failed' });
      return;
    }
    completePayment({ impUid: impUid ?? '', merchantUid: merchantUid ?? '' })
      .then((result) =>
        finish(
          result.outcome === 'FAILED' || result.outcome === 'CANCELLED' ? { kind: 'failed' } : { kind: 'done', result },
        ),
      )
      // A refusal, an order that is not the student's, or PortOne unreachable: nothing changed either way.
      .catch(() => finish({ kind: 'refused' }));
  }, [params, queryClient]);

  const actions = [
    { label: t('callback.toMembership'), to: appPaths.membership, primary: true },
    { label: t('callback.toHistory'), to: appPaths.paymentHistory },
  ];

  if (outcome.kind === 'checking') {
    return (
      <Page maxWidth="sm">
        <LoadingBlock label={t('callback.checking')} />
      </Page>
    );
  }
  if (outcome.kind === 'done') {
    const date = localDay(outcome.result.membership.periodEnd ?? new Date());
    return (
      <StatusCard
        testId="payment-callback-success"
        icon={<CheckCircleOutlineRoundedIcon />}
        overline={t('callback.overline')}
        title={t('callback.successTitle')}
        body={
          outcome.result.outcome === 'ALREADY'
            ? t('callback.alreadyBody', { date })
            : t('callback.successBody', { date })
        }
        actions={actions}
      />
    );
  }
  if (outcome.kind === 'failed') {
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
