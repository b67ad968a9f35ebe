// An essay answer typed with MathLive's <math-field> (a touch keypad appears on touch devices). MathLive loads on
// demand; if it cannot load, a plain text field takes its place. Either way the answer goes to the grader as text
// (MathLive's LaTeX value, which the grader reads).
//
// Until MathLive is ready a plain input stands in the field's place, so a student who starts typing the moment the
// problem appears loses nothing: what was typed moves into the math field, and so does the focus.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

type MathfieldLike = HTMLElement & { value: string; executeCommand(command: [string, ...unknown[]]): boolean };

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

/** Loads MathLive ahead of need (a workbook screen calls this in idle time). */
export function warmUpMathLive(): void {
  void loadMathLive();
}

/** A phone is left alone: focus there opens the keypad over the problem before the student has read it. */
const touchFirst = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/** Nothing holds the focus: the answer may take it. */
const focusIsFree = () => !touchFirst() && (!document.activeElement || document.activeElement === document.body);

/**
 * The focus is on something that takes no typing: the page, or a heading the screen focused for screen readers
 * (tabIndex -1). A character typed there is meant for the answer.
 */
function focusIsIdle(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLElement && active.tabIndex < 0 && !active.isContentEditable;
}

const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

const fieldBox = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  minHeight: 56,
  boxSizing: 'border-box' as const,
  fontSize: '1.4rem',
  px: 1.5,
  py: 1,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
});

const focusRing = (theme: Theme) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 });

export function MathInput({
  label,
  value,
  onChange,
  onEnter,
  disabled = false,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  disabled?: boolean;
  /**
   * The screen's one answer: it takes the focus when nothing else has it, and a character typed while the focus rests
   * on the page or on the question's heading goes into it (the heading keeps the focus a screen reader needs).
   */
  autoFocus?: boolean;
}) {
  const labelId = useId();
  const standInId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<MathfieldLike | null>(null);
  const [mode, setMode] = useState<'loading' | 'math' | 'plain'>('loading');
  const [standIn, setStandIn] = useState<'shown' | 'hidden' | 'gone'>('shown');
  const [focusPlain, setFocusPlain] = useState(false);
  const handlers = useRef({ onChange, onEnter });
  useEffect(() => {
    handlers.current = { onChange, onEnter };
  }, [onChange, onEnter]);
  const focusWanted = useRef(autoFocus && !disabled);

  // The stand-in takes the focus in the same commit that shows it, so no keystroke falls between.
  useLayoutEffect(() => {
    if (focusWanted.current && focusIsFree()) standInRef.current?.focus();
  }, []);

  // Typing while the focus rests elsewhere (on the heading a screen just focused) types into the answer.
  useEffect(() => {
    if (!autoFocus || disabled || touchFirst()) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isCharacter(event) || !focusIsIdle()) return;
      const field = fieldRef.current;
      if (field) {
        // MathLive takes the focus some 60 ms after focus(); the characters typed until then are handed over here.
        event.preventDefault();
        field.executeCommand(['typedText', event.key]);
        handlers.current.onChange(field.value);
        field.focus();
      } else {
        // Focus moved during keydown takes the character along.
        standInRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [autoFocus, disabled]);

  useEffect(() => {
    let cancelled = false;
    // A task of its own for building the field: when MathLive is already loaded, building it in the same task as the
    // screen's render (the next problem after a verdict) makes one long task of both; the stand-in covers the gap.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    void loadMathLive().then(async (ok) => {
      await nextTask();
      if (cancelled || !hostRef.current) return;
      const standIn = standInRef.current;
      const hadFocus = standIn !== null && document.activeElement === standIn;
      if (!ok) {
        setFocusPlain(hadFocus);
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
      if (standIn?.value) field.value = standIn.value;
      // MathLive moves the focus some 60 ms after focus(), and only if it is still where it was: the stand-in stays
      // focused (out of sight) until then and takes what is typed meanwhile, which the value sync below carries over.
      if (hadFocus) {
        setStandIn('hidden');
        field.focus();
      } else {
        setStandIn('gone');
        if (focusWanted.current && focusIsFree()) field.focus();
      }
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
        // The stand-in had the focus a moment ago; the text field that replaces it keeps it.
        autoFocus={focusPlain}
      />
    );
  }
  return (
    <Box sx={{ position: 'relative' }}>
      {/* A <label> cannot point into the field's shadow root, so a click on it moves the focus by hand. */}
      <Typography
        id={labelId}
        component="label"
        htmlFor={standIn === 'shown' ? standInId : undefined}
        variant="subtitle2"
        onClick={() => fieldRef.current?.focus()}
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
      </Typography>
      {standIn !== 'gone' && (
        <Box
          component="input"
          ref={standInRef}
          id={standInId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          readOnly={disabled}
          defaultValue={value}
          aria-hidden={standIn === 'hidden' || undefined}
          tabIndex={standIn === 'hidden' ? -1 : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onChange(event.currentTarget.value);
              onEnter?.();
            }
          }}
          onChange={(event) => onChange(event.currentTarget.value)}
          // Once the math field has the focus (or the student went elsewhere), the stand-in's work is done.
          onBlur={() => {
            if (standIn === 'hidden') setStandIn('gone');
          }}
          sx={(theme) =>
            standIn === 'hidden'
              ? { position: 'absolute', width: 1, height: 1, p: 0, border: 0, opacity: 0, pointerEvents: 'none' }
              : { ...fieldBox(theme), font: 'inherit', fontSize: '1.4rem', '&:focus': focusRing(theme) }
          }
        />
      )}
      <Box
        ref={hostRef}
        sx={(theme) => ({
          minHeight: mode === 'loading' ? 0 : 56,
          '& math-field': fieldBox(theme),
          '& math-field:focus-within': focusRing(theme),
        })}
      />
    </Box>
  );
}
