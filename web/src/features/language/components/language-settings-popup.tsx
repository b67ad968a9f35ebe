// The globe button's language settings: a dialog on desktop, a bottom sheet on mobile. Closing it reloads the page
// when the language changed, so every screen and cached text starts over in the new language.
import { LIMITS } from '@mathbridge/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../stores/language-store';
import { LanguageWidget } from './language-widget';

interface Props {
  open: boolean;
  onClose(): void;
  /** What happens when the language changed; a full reload by default. */
  onLanguageChanged?(): void;
}

const snapshot = () => {
  const { languageType, translationCode } = useLanguageStore.getState();
  return `${languageType}:${translationCode}`;
};

export function LanguageSettingsPopup({ open, onClose, onLanguageChanged = () => window.location.reload() }: Props) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width:${LIMITS.mobileBreakpointPx}px)`);
  const current = useLanguageStore((s) => `${s.languageType}:${s.translationCode}`);
  // The language when the popup opened, captured while rendering the open popup for the first time.
  const [atOpen, setAtOpen] = useState<string | null>(null);
  if (open && atOpen === null) setAtOpen(current);
  if (!open && atOpen !== null) setAtOpen(null);
  const changed = atOpen !== null && current !== atOpen;

  const close = () => {
    onClose();
    if (atOpen !== null && snapshot() !== atOpen) onLanguageChanged();
  };

  const header = (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <span id="language-settings-title">{t('language.title')}</span>
      <IconButton aria-label={t('language.close')} onClick={close} edge="end">
        <CloseIcon />
      </IconButton>
    </Stack>
  );
  const body = (
    <Stack spacing={2}>
      <LanguageWidget />
      {changed && (
        <Typography variant="body2" color="primary.dark" role="status">
          {t('language.reloadHint')}
        </Typography>
      )}
    </Stack>
  );

  if (mobile) {
    return (
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        data-testid="language-bottom-sheet"
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'language-settings-title',
            sx: { borderTopLeftRadius: 20, borderTopRightRadius: 20, maxHeight: '85vh' },
          },
        }}
      >
        <Box sx={{ px: 3, pt: 1, pb: 4 }}>
          <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mb: 1 }} />
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {header}
          </Typography>
          {body}
        </Box>
      </Drawer>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="language-settings-title"
      maxWidth="xs"
      fullWidth
      data-testid="language-dialog"
    >
      <DialogTitle component="div">
        <Typography variant="h3" component="h2">
          {header}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ pt: 1, overflow: 'visible' }}>{body}</DialogContent>
    </Dialog>
  );
}
