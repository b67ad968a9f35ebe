// A shared component's own styles joined with the sx its caller passes (MUI takes a list of them, later ones
// winning), so a caller can add to them or override one.
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** What a shared layout component takes besides its own props: the caller's styles and its content. */
export interface StyledChildren {
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function withSx(own: SxProps<Theme>, sx?: SxProps<Theme>): SxProps<Theme> {
  return [...(Array.isArray(own) ? own : [own]), ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
}
