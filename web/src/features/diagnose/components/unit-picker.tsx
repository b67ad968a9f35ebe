// The units of the chosen grade: all of them at first, said in one line, with a button that opens the list to
// narrow the test down (checkboxes grouped by chapter, and one box for all of them: checked, unchecked or partly
// checked). Closed, it keeps a long grade's units from pushing the rest of the screen away on a phone.
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterUnits } from '../lib/diagnose-course';

export function UnitPicker({
  chapters,
  selected,
  onChange,
  language,
}: {
  chapters: readonly ChapterUnits[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  language: 'ko' | 'en';
}) {
  const { t } = useTranslation('diagnose');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const all = chapters.flatMap((chapter) => chapter.units.map((unit) => unit.id));
  const chosen = all.filter((id) => selected.has(id)).length;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', gap: 1 }}
      >
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('setup.units')}</Typography>
          <Typography color="text.secondary" aria-live="polite" data-testid="units-chosen">
            {chosen === all.length
              ? t('setup.allChosen', { count: all.length })
              : t('setup.chosen', { count: chosen, total: all.length })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={listId}
          endIcon={open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {open ? t('setup.hideUnits') : t('setup.chooseUnits')}
        </Button>
      </Stack>
      <Collapse in={open} id={listId}>
        <Box component="fieldset" sx={{ border: 0, m: 0, mt: 2, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1, p: 0 }}>
            {t('setup.unitsHint')}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={chosen === all.length && all.length > 0}
                indeterminate={chosen > 0 && chosen < all.length}
                onChange={() => onChange(chosen === all.length ? new Set() : new Set(all))}
              />
            }
            label={
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t('setup.allUnits', { count: all.length })}
              </Typography>
            }
            sx={{ mb: 0.5 }}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: chapters.length > 1 ? 'repeat(2, 1fr)' : '1fr' },
              pl: { xs: 1.5, sm: 2 },
              borderLeft: 2,
              borderColor: 'divider',
            }}
          >
            {chapters.map((chapter) => (
              <Box key={chapter.id} sx={{ minWidth: 0 }}>
                {chapters.length > 1 && (
                  <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {chapter.name[language]}
                  </Typography>
                )}
                <FormGroup>
                  {chapter.units.map((unit) => (
                    <FormControlLabel
                      key={unit.id}
                      control={<Checkbox checked={selected.has(unit.id)} onChange={() => toggle(unit.id)} />}
                      label={unit.name[language]}
                      sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1 } }}
                    />
                  ))}
                </FormGroup>
              </Box>
            ))}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
