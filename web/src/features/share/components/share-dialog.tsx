// Sharing a report by link: the student picks how long the link works (7, 30 or 90 days), makes it, and gets the link
// with Copy, a QR code, and on a phone the system's share sheet. The dialog says what the reader will see (this one
// report, as it is now) and that the link can be stopped, which it also offers right there.
import { SHARE_DEFAULT_DAYS, type CreatedShare, type ShareKind } from '@mathbridge/contract';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import IosShareRoundedIcon from '@mui/icons-material/IosShareRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay } from '../../../lib/days';
import { useCreateShare } from '../api/create-share';
import { useRevokeShare } from '../api/revoke-share';
import { SHARE_DAY_CHOICES, shareUrl, type ShareDays } from '../lib/share-links';
import { QrCode } from './qr-code';

type CopyState = 'idle' | 'copied' | 'failed';

function CreatedLink({ share, kind }: { share: CreatedShare; kind: ShareKind }) {
  const { t } = useTranslation('share');
  const url = shareUrl(share.path);
  const [copy, setCopy] = useState<CopyState>('idle');
  const revoke = useRevokeShare();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const onShare = async () => {
    try {
      await navigator.share({
        title: t('dialog.shareTitle'),
        text: t('dialog.shareText', { kind: t(`kinds.${kind}`) }),
        url,
      });
    } catch {
      // Closing the share sheet without choosing is not a failure; the link is still on screen.
    }
  };

  if (revoke.isSuccess) {
    return (
      <Alert severity="info" data-testid="share-revoked">
        {t('dialog.revoked')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2.5} data-testid="share-created">
      <Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('dialog.link')}
            value={url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="contained"
            onClick={() => void onCopy()}
            startIcon={<ContentCopyRoundedIcon />}
            aria-label={t('dialog.copyLabel')}
            sx={{ flexShrink: 0, minHeight: 40 }}
          >
            {t('dialog.copy')}
          </Button>
        </Stack>
        <Box aria-live="polite" sx={{ mt: 0.5 }}>
          {copy === 'copied' && (
            <Typography variant="body2" color="success.dark">
              {t('dialog.copied')}
            </Typography>
          )}
          {copy === 'failed' && (
            <Typography variant="body2" color="error.dark">
              {t('dialog.copyFailed')}
            </Typography>
          )}
        </Box>
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('dialog.expires', { date: localDay(share.expiresAt) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dialog.onlyOnce')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
        <Box sx={{ display: 'grid', justifyItems: { xs: 'center', sm: 'start' }, gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('dialog.qrTitle')}
          </Typography>
          <QrCode value={url} alt={t('dialog.qrAlt')} />
        </Box>
        {canShare && (
          <Button variant="outlined" startIcon={<IosShareRoundedIcon />} onClick={() => void onShare()}>
            {t('dialog.shareVia')}
          </Button>
        )}
      </Stack>
      <Box sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary">
          {t('dialog.revokeHint')}
        </Typography>
        <Button
          color="error"
          onClick={() => revoke.mutate(share.id)}
          disabled={revoke.isPending}
          sx={{ mt: 0.5, ml: -1 }}
        >
          {t('dialog.revoke')}
        </Button>
        {revoke.isError && (
          <Typography role="alert" variant="body2" color="error.dark">
            {t('links.revokeFailed')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

export function ShareDialog({
  open,
  onClose,
  kind,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  kind: ShareKind;
  testId?: string;
}) {
  const { t } = useTranslation('share');
  // The app's theme, or MUI's default where a screen is drawn without one (its tests).
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [days, setDays] = useState<ShareDays>(SHARE_DEFAULT_DAYS as ShareDays);
  const create = useCreateShare();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="share-dialog-title"
      slotProps={{ transition: { onExited: () => create.reset() } }}
    >
      <DialogTitle id="share-dialog-title">{t(`dialog.title.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
            <LockRoundedIcon aria-hidden color="primary" sx={{ mt: 0.25 }} />
            <Box>
              <Typography variant="body2">{t('dialog.privacy')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('dialog.snapshot')}
              </Typography>
            </Box>
          </Stack>
          {create.data ? (
            <CreatedLink share={create.data} kind={kind} />
          ) : (
            <>
              <FormControl>
                <FormLabel id="share-days" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {t('dialog.expiry')}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="share-days"
                  value={String(days)}
                  onChange={(event) => setDays(Number(event.target.value) as ShareDays)}
                >
                  {SHARE_DAY_CHOICES.map((choice) => (
                    <FormControlLabel
                      key={choice}
                      value={String(choice)}
                      control={<Radio />}
                      label={t('dialog.days', { count: choice })}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {create.isError && (
                <Alert severity="error" role="alert">
                  {t('dialog.failed')}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
        {!create.data && (
          <Button variant="contained" onClick={() => create.mutate({ kind, testId, days })} disabled={create.isPending}>
            {t('dialog.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
