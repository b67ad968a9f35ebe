// The share button other screens put on a report: 'Share my progress' (kind PROGRESS) or 'Share this result' for a
// finished test (LEVEL, DIAGNOSE, SAT with its testId). It opens the share dialog.
import type { ShareKind } from '@mathbridge/contract';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from './share-dialog';

export function ShareButton({
  kind,
  testId,
  variant = 'outlined',
  size,
  fullWidth,
}: {
  kind: ShareKind;
  /** The finished test whose result is shared; required for LEVEL, DIAGNOSE and SAT. */
  testId?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('share');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<ShareRoundedIcon />}
        onClick={() => setOpen(true)}
        size={size}
        fullWidth={fullWidth}
        data-testid="share-button"
      >
        {t(`button.${kind}`)}
      </Button>
      <ShareDialog open={open} onClose={() => setOpen(false)} kind={kind} testId={testId} />
    </>
  );
}
