// The figures of the reference sheet, drawn as the SAT's own sheet draws them: a shape with its lengths named.
// Decorative for screen readers: the formula beside each one carries the meaning.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type FigureName =
  | 'circle'
  | 'rectangle'
  | 'triangle'
  | 'rightTriangle'
  | 'triangle306090'
  | 'triangle454590'
  | 'box'
  | 'cylinder'
  | 'sphere'
  | 'cone'
  | 'pyramid';

const dashed = { strokeDasharray: '4 3' };

function Label({
  x,
  y,
  children,
  small = false,
  anchor = 'middle',
}: {
  x: number;
  y: number;
  children: ReactNode;
  /** Angles are set smaller, to fit inside the corner. */
  small?: boolean;
  anchor?: 'start' | 'middle' | 'end';
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      fontSize={small ? 10 : 12}
      fontStyle={small ? 'normal' : 'italic'}
      fill="currentColor"
      stroke="none"
    >
      {children}
    </text>
  );
}

const FIGURES: Record<FigureName, ReactNode> = {
  circle: (
    <>
      <circle cx="60" cy="42" r="30" />
      <line x1="60" y1="42" x2="90" y2="42" />
      <circle cx="60" cy="42" r="1.5" fill="currentColor" />
      <Label x={75} y={37}>
        r
      </Label>
    </>
  ),
  rectangle: (
    <>
      <rect x="22" y="16" width="76" height="48" />
      <Label x={60} y={78}>
        ℓ
      </Label>
      <Label x={107} y={44}>
        w
      </Label>
    </>
  ),
  triangle: (
    <>
      <polygon points="15,64 105,64 45,12" />
      <line x1="45" y1="12" x2="45" y2="64" style={dashed} />
      <path d="M45,58 h6 v6" />
      <Label x={38} y={44}>
        h
      </Label>
      <Label x={60} y={78}>
        b
      </Label>
    </>
  ),
  rightTriangle: (
    <>
      <polygon points="25,64 100,64 25,14" />
      <path d="M25,56 h8 v8" />
      <Label x={15} y={43}>
        a
      </Label>
      <Label x={62} y={78}>
        b
      </Label>
      <Label x={68} y={34}>
        c
      </Label>
    </>
  ),
  triangle306090: (
    <>
      <polygon points="25,64 94,64 25,24" />
      <path d="M25,56 h8 v8" />
      <Label x={15} y={48}>
        x
      </Label>
      <Label x={60} y={78}>
        x√3
      </Label>
      <Label x={68} y={36}>
        2x
      </Label>
      <Label x={27} y={46} small anchor="start">
        60°
      </Label>
      <Label x={77} y={62} small anchor="end">
        30°
      </Label>
    </>
  ),
  triangle454590: (
    <>
      <polygon points="30,64 82,64 30,12" />
      <path d="M30,56 h8 v8" />
      <Label x={20} y={42}>
        s
      </Label>
      <Label x={56} y={78}>
        s
      </Label>
      <Label x={70} y={34}>
        s√2
      </Label>
      <Label x={32} y={39} small anchor="start">
        45°
      </Label>
      <Label x={69} y={61} small anchor="end">
        45°
      </Label>
    </>
  ),
  box: (
    <>
      <rect x="18" y="30" width="62" height="36" />
      <polyline points="18,30 40,14 102,14 80,30" />
      <polyline points="102,14 102,50 80,66" />
      <Label x={49} y={79}>
        ℓ
      </Label>
      <Label x={97} y={66}>
        w
      </Label>
      <Label x={10} y={52}>
        h
      </Label>
    </>
  ),
  cylinder: (
    <>
      <ellipse cx="60" cy="18" rx="30" ry="8" />
      <path d="M30,66 a30,8 0 0 0 60,0" />
      <path d="M30,66 a30,8 0 0 1 60,0" style={dashed} />
      <line x1="30" y1="18" x2="30" y2="66" />
      <line x1="90" y1="18" x2="90" y2="66" />
      <line x1="60" y1="18" x2="90" y2="18" />
      <Label x={98} y={20}>
        r
      </Label>
      <Label x={99} y={46}>
        h
      </Label>
    </>
  ),
  sphere: (
    <>
      <circle cx="60" cy="42" r="32" />
      <path d="M28,42 a32,9 0 0 0 64,0" />
      <path d="M28,42 a32,9 0 0 1 64,0" style={dashed} />
      <line x1="60" y1="42" x2="92" y2="42" />
      <circle cx="60" cy="42" r="1.5" fill="currentColor" />
      <Label x={100} y={45}>
        r
      </Label>
    </>
  ),
  cone: (
    <>
      <path d="M30,66 a30,8 0 0 0 60,0" />
      <path d="M30,66 a30,8 0 0 1 60,0" style={dashed} />
      <polyline points="30,66 60,8 90,66" />
      <line x1="60" y1="8" x2="60" y2="66" style={dashed} />
      <line x1="60" y1="66" x2="90" y2="66" style={dashed} />
      <Label x={54} y={44}>
        h
      </Label>
      <Label x={98} y={69}>
        r
      </Label>
    </>
  ),
  pyramid: (
    <>
      <polygon points="20,66 80,66 100,50 40,50" />
      <polyline points="20,66 58,8 80,66" />
      <line x1="58" y1="8" x2="100" y2="50" />
      <line x1="58" y1="8" x2="40" y2="50" style={dashed} />
      <line x1="58" y1="8" x2="60" y2="58" style={dashed} />
      <Label x={50} y={79}>
        ℓ
      </Label>
      <Label x={98} y={64}>
        w
      </Label>
      <Label x={66} y={38}>
        h
      </Label>
    </>
  ),
};

export function ReferenceFigure({ name }: { name: FigureName }) {
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox="0 0 120 84"
      sx={{ width: 120, height: 84, flexShrink: 0, color: 'text.primary' }}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      {FIGURES[name]}
    </Box>
  );
}
