// A unit's two ways in, as link buttons: Practice (filled, left out where practice cannot be saved or the unit has no
// problems) and Study (its lesson). Large touch targets that share a phone's row, or small ones under a list entry.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { learningPath, practiseUnitPath } from '../lib/study-links';

export interface UnitLinkText {
  label: string;
  /** The name a screen reader hears when the label alone does not say which unit. */
  ariaLabel?: string;
}

const TOUCH = { minHeight: 44, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' } as const;

export function UnitLinkButtons({
  unitId,
  practice,
  study,
  compact = false,
  studyFirst = false,
}: {
  unitId: string;
  practice?: UnitLinkText;
  study: UnitLinkText;
  /** Small buttons, Study as plain text. */
  compact?: boolean;
  studyFirst?: boolean;
}) {
  const size = compact ? 'small' : undefined;
  const sx = compact ? undefined : TOUCH;
  const practiceButton = practice && (
    <Button
      component={RouterLink}
      to={practiseUnitPath(unitId)}
      variant="contained"
      size={size}
      aria-label={practice.ariaLabel}
      sx={sx}
    >
      {practice.label}
    </Button>
  );
  const studyButton = (
    <Button
      component={RouterLink}
      to={learningPath(unitId)}
      variant={compact ? 'text' : 'outlined'}
      size={size}
      aria-label={study.ariaLabel}
      sx={sx}
    >
      {study.label}
    </Button>
  );
  return studyFirst ? (
    <>
      {studyButton}
      {practiceButton}
    </>
  ) : (
    <>
      {practiceButton}
      {studyButton}
    </>
  );
}
