// The units of the chosen grade as checkboxes, grouped by chapter, with one box for all of them (checked, unchecked
// or partly checked). All are chosen at first.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
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
  const all = chapters.flatMap((chapter) => chapter.units.map((unit) => unit.id));
  const chosen = all.filter((id) => selected.has(id)).length;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('setup.units')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
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
          pl: { xs: 1, sm: 2 },
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
                  sx={{
                    alignItems: 'flex-start',
                    '& .MuiCheckbox-root': { mt: -0.75 },
                    '& .MuiFormControlLabel-label': { pt: 0.25 },
                  }}
                />
              ))}
            </FormGroup>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {t('setup.chosen', { count: chosen, total: all.length })}
      </Typography>
    </Box>
  );
}
