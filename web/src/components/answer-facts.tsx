// What a reviewed question says about the answers: the student's, the key (in the success colour) and any plain
// fact after them, as label and value pairs of a definition list.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

export interface AnswerFact {
  label: string;
  value: ReactNode;
  /** 'answer' (bold) unless told: 'key' for the correct answer, 'plain' for a fact such as the time taken. */
  kind?: 'answer' | 'key' | 'plain';
}

const VALUE_STYLE = {
  answer: { fontWeight: 700 },
  key: { fontWeight: 700, color: 'success.dark' },
  plain: {},
} as const;

/** Facts given as `false` or `null` (nothing to say) are left out. */
export function AnswerFacts({ facts }: { facts: (AnswerFact | false | null)[] }) {
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
      {facts.map(
        (fact) =>
          fact && (
            <Fragment key={fact.label}>
              <Typography component="dt" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, ...VALUE_STYLE[fact.kind ?? 'answer'] }}>
                {fact.value}
              </Typography>
            </Fragment>
          ),
      )}
    </Box>
  );
}
