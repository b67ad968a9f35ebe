// A row of small figures (a label over a value), as on the break screen, the review and the sample's intro; three
// fit side by side on a phone.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: string;
  testId?: string;
}

export function FactTiles({ facts, maxWidth }: { facts: Fact[]; maxWidth?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${facts.length}, 1fr)`,
        gap: 1,
        maxWidth,
        textAlign: 'center',
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ px: 0.5, py: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
          <Typography
            component="dt"
            color="text.secondary"
            sx={{ fontSize: { xs: '0.8125rem', sm: '0.875rem' }, overflowWrap: 'normal', lineHeight: 1.4 }}
          >
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            data-testid={fact.testId}
            sx={{ m: 0, fontWeight: 800, fontSize: { xs: '1.125rem', sm: '1.5rem' }, whiteSpace: 'nowrap' }}
          >
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
