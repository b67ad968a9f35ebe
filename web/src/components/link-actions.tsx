// A row of large link buttons, stacked on a phone: the first is the main step (filled), the second outlined, any
// after them plain, unless a link names its own variant. A control that is not a link (a share button) may stand in
// the row as it is.
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { withSx } from '../lib/sx';

export interface LinkAction {
  to: string;
  label: string;
  variant?: ButtonProps['variant'];
  endIcon?: ReactNode;
}

const BY_PLACE: ButtonProps['variant'][] = ['contained', 'outlined'];

export function LinkActions({
  actions,
  justify,
  sx,
}: {
  actions: (LinkAction | ReactElement)[];
  justify?: 'center' | 'flex-start';
  sx?: SxProps<Theme>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={withSx({ justifyContent: justify }, sx)}>
      {actions.map((action, place) =>
        isValidElement(action) ? (
          <Fragment key={place}>{action}</Fragment>
        ) : (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant={action.variant ?? BY_PLACE[place] ?? 'text'}
            size="large"
            endIcon={action.endIcon}
          >
            {action.label}
          </Button>
        ),
      )}
    </Stack>
  );
}
