// A multiple-choice problem's choices as numbered radio cards, each named for screen readers from its text. The
// caller says how a card is outlined (the picked one, or the key and a wrong pick after grading). Four choices are
// the digital SAT's and are lettered A–D as there; five (the Korean bank's) are numbered.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { CSSObject, Theme } from '@mui/material/styles';
import { mathTextToSpeech } from '../lib/math-speech';
import { MathText } from './math-text';

export function ChoiceList({
  name,
  labelledBy,
  choices,
  value,
  onChange,
  outline,
}: {
  name: string;
  /** The id of the stem, which names the group. */
  labelledBy: string;
  choices: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Extra border styles of the card at `index`. */
  outline: (index: number, theme: Theme) => CSSObject;
}) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <Stack spacing={1}>
        {choices.map((text, index) => (
          <FormControlLabel
            key={index}
            value={String(index)}
            // An accessible name from text: a choice that is only math has none in its MathML.
            control={<Radio slotProps={{ input: { 'aria-label': mathTextToSpeech(text) } }} />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline' }}>
                {/* The number reads 1. in right-to-left text too. */}
                <Box component="span" aria-hidden="true" dir="ltr" sx={{ fontWeight: 700, minWidth: '1.5em' }}>
                  {choices.length === 4 ? String.fromCharCode(65 + index) : index + 1}.
                </Box>
                <MathText text={text} fractions="display" />
              </Box>
            }
            sx={(theme) => ({
              m: 0,
              px: 1,
              py: 0.5,
              border: `1px solid ${theme.palette.divider}`,
              borderRadius: 2,
              // Locked choices stay readable.
              '& .MuiFormControlLabel-label.Mui-disabled': { color: theme.palette.text.primary },
              ...outline(index, theme),
            })}
          />
        ))}
      </Stack>
    </RadioGroup>
  );
}
