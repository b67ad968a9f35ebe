// The two chips over a workbook or test in a list: its kind (practice plain, the rest in the brand colour) and
// whether it is finished.
import type { WorkbookKind } from '@mathbridge/contract';
import Stack from '@mui/material/Stack';
import { StatusChip } from './status-chip';

export function WorkbookChips({
  kind,
  kindLabel,
  finished,
  stateLabel,
}: {
  kind: WorkbookKind;
  kindLabel: string;
  finished: boolean;
  /** 'Finished' or 'In progress', in the words of the list it stands in. */
  stateLabel: string;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusChip size="small" label={kindLabel} tone={kind === 'practice' ? 'neutral' : 'primary'} />
      <StatusChip size="small" label={stateLabel} tone={finished ? 'success' : 'warning'} />
    </Stack>
  );
}
