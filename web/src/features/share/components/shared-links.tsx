// The student's shared links: what each shares, when it was made, until when it works (or that it expired or was
// stopped), and a way to stop sharing a working one, after a confirmation.
import type { Share } from '@mathbridge/contract';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionEmpty, SectionFailed, SectionLoading } from '../../../components/section';
import { localDay } from '../../../lib/days';
import { StatusChip } from '../../solve/components/status-chip';
import { useShares } from '../api/get-shares';
import { useRevokeShare } from '../api/revoke-share';
import { shareStatus, sortShares, type ShareStatus } from '../lib/share-links';

const STATUS_TONE = { active: 'success', expired: 'neutral', revoked: 'neutral' } as const;

function ShareRow({ share, onRevoke }: { share: Share; onRevoke: (share: Share) => void }) {
  const { t } = useTranslation('share');
  const status: ShareStatus = shareStatus(share);
  const created = localDay(share.createdAt);
  const until =
    status === 'revoked'
      ? t('links.revokedOn', { date: localDay(share.revokedAt ?? share.createdAt) })
      : status === 'expired'
        ? t('links.expiredOn', { date: localDay(share.expiresAt) })
        : t('links.expires', { date: localDay(share.expiresAt) });
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
      data-testid="shared-link"
      data-status={status}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`kinds.${share.kind}`)}</Typography>
            <StatusChip size="small" label={t(`links.status.${status}`)} tone={STATUS_TONE[status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('links.created', { date: created })} · {until}
          </Typography>
        </Box>
        {status === 'active' && (
          <Button
            color="error"
            onClick={() => onRevoke(share)}
            aria-label={t('links.revokeLabel', { kind: t(`kinds.${share.kind}`), date: created })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0, ml: { xs: -1, sm: 0 } }}
          >
            {t('links.revoke')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

export function SharedLinks() {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation();
  const shares = useShares();
  const [pending, setPending] = useState<Share | null>(null);
  const revoke = useRevokeShare({ onSuccess: () => setPending(null) });

  if (shares.isPending) return <SectionLoading />;
  if (shares.isError) return <SectionFailed onRetry={() => void shares.refetch()} />;
  if (shares.data.items.length === 0) {
    return <SectionEmpty icon={<LinkRoundedIcon />} title={tc('messages.noData')} body={t('links.emptyBody')} />;
  }
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="shared-links">
        {sortShares(shares.data.items).map((share) => (
          <ShareRow
            key={share.id}
            share={share}
            onRevoke={(chosen) => {
              revoke.reset();
              setPending(chosen);
            }}
          />
        ))}
      </Box>
      <Dialog
        open={pending != null}
        onClose={() => setPending(null)}
        aria-labelledby="revoke-title"
        aria-describedby="revoke-body"
        maxWidth="xs"
      >
        <DialogTitle id="revoke-title">{t('links.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="revoke-body">{t('links.confirmBody')}</DialogContentText>
          {revoke.isError && (
            <Typography role="alert" color="error.dark" sx={{ mt: 2 }}>
              {t('links.revokeFailed')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setPending(null)}>{t('links.cancel')}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={revoke.isPending}
            // The spec's red is too light under white text; the readable shade carries it.
            sx={{ bgcolor: 'error.dark', color: 'common.white' }}
            onClick={() => pending && revoke.mutate(pending.id)}
          >
            {t('links.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
