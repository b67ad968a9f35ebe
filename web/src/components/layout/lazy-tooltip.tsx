// MUI's tooltip, loaded the first time the reader points at or focuses its element: it brings Popper with it, which
// the visitor's first load (the top bar's language button) would otherwise carry before anyone hovers anything.
import type MuiTooltip from '@mui/material/Tooltip';
import { cloneElement, useState, type ReactElement } from 'react';

type TooltipComponent = typeof MuiTooltip;

let loaded: TooltipComponent | null = null;

/** A tooltip over one element; until its module arrives, the element alone (its aria-label names it meanwhile). */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<Record<string, unknown>> }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  // Whether the reader is still on the element when the module arrives: the tooltip then opens at once.
  const [open, setOpen] = useState(false);
  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    );
  }
  const enter = () => {
    setOpen(true);
    void import('@mui/material/Tooltip').then(({ default: component }) => {
      loaded = component;
      setTooltip(() => component);
    });
  };
  const leave = () => setOpen(false);
  return cloneElement(children, { onPointerEnter: enter, onFocus: enter, onPointerLeave: leave, onBlur: leave });
}
