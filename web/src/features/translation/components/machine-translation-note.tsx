// The note beside machine-translated problem text: 'machine translation' in the target language (else English), with
// a link to the original, or back to the translation once the original is shown.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import { machineTranslationLabel } from '../lib/machine-translation-label';

export function MachineTranslationNote({
  target,
  showingOriginal,
  onToggle,
}: {
  target: string;
  showingOriginal: boolean;
  onToggle: () => void;
}) {
  const words = machineTranslationLabel(target);
  return (
    <Stack
      direction="row"
      spacing={1}
      lang={words.lang}
      dir="auto"
      sx={{ alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary', mb: 1 }}
      data-testid="machine-translation-note"
    >
      <TranslateRoundedIcon fontSize="small" aria-hidden />
      {!showingOriginal && <Typography variant="caption">{words.label}</Typography>}
      <Link component="button" type="button" variant="caption" onClick={onToggle}>
        {showingOriginal ? words.showTranslation : words.showOriginal}
      </Link>
    </Stack>
  );
}
