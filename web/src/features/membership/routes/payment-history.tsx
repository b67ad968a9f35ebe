// /more/membership/payments: every order of the student, newest first: when it was made, the amount, its status and
// PortOne's receipt when there is one.
import type { PaymentOrder } from '@mathbridge/contract';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { appPaths } from '../../../lib/paths';
import { localDay } from '../../../lib/days';
import { SectionEmpty, SectionFailed } from '../../../components/section';
import { LoadingBlock } from '../../../components/loading-block';
import { StatusChip, type StatusTone } from '../../solve/components/status-chip';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatWon } from '../lib/money';

const STATUS_TONE: Record<PaymentOrder['status'], StatusTone> = {
  FREE: 'info',
  PENDING: 'neutral',
  PAID: 'success',
  FAILED: 'error',
  CANCELLED: 'neutral',
};

function OrderRow({ order }: { order: PaymentOrder }) {
  const { t, i18n } = useTranslation('membership');
  const date = localDay(order.createdAt);
  return (
    <Box
      component="li"
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
      data-testid="payment-order"
      data-status={order.status}
    >
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('planName')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('history.date', { date })}
          </Typography>
          {order.paidAt && order.status === 'PAID' && (
            <Typography variant="body2" color="text.secondary">
              {t('history.paidOn', { date: localDay(order.paidAt) })}
            </Typography>
          )}
          {order.receiptUrl && (
            <Link
              href={order.receiptUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('history.receiptLabel', { date })}
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
            >
              {t('history.receipt')}
              <OpenInNewRoundedIcon aria-hidden sx={{ fontSize: '1rem' }} />
            </Link>
          )}
        </Box>
        <Stack sx={{ alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{formatWon(order.amount, t, i18n.language)}</Typography>
          <StatusChip size="small" tone={STATUS_TONE[order.status]} label={t(`history.status.${order.status}`)} />
        </Stack>
      </Stack>
    </Box>
  );
}

export default function PaymentHistoryRoute() {
  const { t } = useTranslation('membership');
  const history = usePaymentHistory();
  return (
    <Page title={t('history.title')} maxWidth="sm">
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('history.lead')}</Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          {history.isPending ? (
            <LoadingBlock label={t('loading')} />
          ) : history.isError ? (
            <SectionFailed onRetry={() => void history.refetch()} />
          ) : history.data.items.length === 0 ? (
            <SectionEmpty icon={<ReceiptLongOutlinedIcon />} title={t('history.empty')} body={t('history.emptyBody')} />
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('history.title')}>
              {history.data.items.map((order) => (
                <OrderRow key={order.merchantUid} order={order} />
              ))}
            </Box>
          )}
        </Paper>
        <Button
          component={RouterLink}
          to={appPaths.membership}
          startIcon={<ArrowBackRoundedIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('history.back')}
        </Button>
      </Stack>
    </Page>
  );
}
