// The 'Bookmarked units' section: the student's bookmarked units with their place in the map and their progress.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UnitPlace } from '../lib/course-tree';
import type { UnitProgress } from './mastery-meter';
import { UnitRow } from './unit-row';

export function BookmarkedUnits({
  places,
  progress,
  onToggleBookmark,
}: {
  places: UnitPlace[];
  progress: Map<string, UnitProgress>;
  onToggleBookmark: (unitId: string) => void;
}) {
  const { t } = useTranslation('study');
  if (places.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('bookmarks.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="bookmarked-units">
      {places.map((place) => (
        <UnitRow
          key={place.unit.id}
          place={place}
          progress={progress.get(place.unit.id)}
          bookmarked
          onToggleBookmark={onToggleBookmark}
          showPath
        />
      ))}
    </Box>
  );
}
