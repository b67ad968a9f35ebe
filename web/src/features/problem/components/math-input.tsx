// An essay answer typed with MathLive's <math-field> (a touch keypad appears on touch devices). MathLive loads on
// demand; if it cannot load, a plain text field takes its place. Either way the answer goes to the grader as text
// (MathLive's LaTeX value, which the grader reads).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

type MathfieldLike = HTMLElement & { value: string };

let mathliveLoad: Promise<boolean> | null = null;

/** Loads MathLive once. Its fonts are KaTeX's, which the app already bundles, so it loads no fonts of its own. */
function loadMathLive(): Promise<boolean> {
  mathliveLoad ??= import('mathlive')
    .then(({ MathfieldElement }) => {
      MathfieldElement.fontsDirectory = null;
      MathfieldElement.soundsDirectory = null;
      return true;
    })
    .catch(() => false);
  return mathliveLoad;
}

export function MathInput({
  label,
  value,
  onChange,
  onEnter,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<MathfieldLike | null>(null);
  const [mode, setMode] = useState<'loading' | 'math' | 'plain'>('loading');
  const handlers = useRef({ onChange, onEnter });
  useEffect(() => {
    handlers.current = { onChange, onEnter };
  }, [onChange, onEnter]);

  useEffect(() => {
    let cancelled = false;
    void loadMathLive().then((ok) => {
      if (cancelled || !hostRef.current) return;
      if (!ok) {
        setMode('plain');
        return;
      }
      const field = document.createElement('math-field') as MathfieldLike;
      field.setAttribute('aria-labelledby', labelId);
      field.setAttribute('math-virtual-keyboard-policy', 'auto');
      field.setAttribute('data-testid', 'math-answer');
      field.addEventListener('input', () => handlers.current.onChange(field.value));
      field.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          handlers.current.onEnter?.();
        }
      });
      hostRef.current.replaceChildren(field);
      fieldRef.current = field;
      setMode('math');
    });
    return () => {
      cancelled = true;
      fieldRef.current?.remove();
      fieldRef.current = null;
    };
  }, [labelId]);

  // Keep the field in step when the value is cleared from outside (the next problem).
  useEffect(() => {
    const field = fieldRef.current;
    if (field && field.value !== value) field.value = value;
  }, [value, mode]);

  useEffect(() => {
    fieldRef.current?.toggleAttribute('read-only', disabled);
  }, [disabled, mode]);

  if (mode === 'plain') {
    return (
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onEnter?.();
        }}
        disabled={disabled}
        fullWidth
        autoComplete="off"
      />
    );
  }
  return (
    <Box>
      {/* A <label> cannot point into the field's shadow root, so a click on it moves the focus by hand. */}
      <Typography
        id={labelId}
        component="label"
        variant="subtitle2"
        onClick={() => fieldRef.current?.focus()}
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </Typography>
      <Box
        ref={hostRef}
        sx={(theme) => ({
          minHeight: 56,
          '& math-field': {
            display: 'block',
            width: '100%',
            boxSizing: 'border-box',
            fontSize: '1.4rem',
            px: 1.5,
            py: 1,
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: `${theme.shape.borderRadius}px`,
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
          },
          '& math-field:focus-within': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 1,
          },
        })}
      />
    </Box>
  );
}
