// The course map as a tree: track → grade → chapter → unit. Tracks and chapters fold with a button, grades are
// accordions; the courses of interest come first, marked and open.
import type { CourseChapter, CourseMap } from '@mathbridge/contract';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradesInterestsFirst, type UnitPlace } from '../lib/course-tree';
import { useStudyLanguage } from '../hooks/use-study-language';
import type { UnitProgress } from './mastery-meter';
import { UnitRow } from './unit-row';

export interface CourseTreeProps {
  map: CourseMap;
  places: Map<string, UnitPlace>;
  progress: Map<string, UnitProgress>;
  interests: readonly string[];
  bookmarks: readonly string[];
  onToggleBookmark: (unitId: string) => void;
}

function Toggle({
  expanded,
  onToggle,
  controls,
  children,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      color="inherit"
      endIcon={
        <ExpandMoreRoundedIcon
          sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      }
      sx={{ justifyContent: 'space-between', width: '100%', minHeight: 44, px: 1, textAlign: 'left', font: 'inherit' }}
    >
      {children}
    </Button>
  );
}

function ChapterSection({
  chapter,
  ...props
}: Omit<CourseTreeProps, 'map' | 'interests'> & { chapter: CourseChapter }) {
  const language = useStudyLanguage();
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const name = chapter.name[language];
  return (
    <Box component="section" aria-label={name}>
      <Typography variant="h4" component="h5" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        <Toggle expanded={expanded} onToggle={() => setExpanded((e) => !e)} controls={listId}>
          <span>{name}</span>
        </Toggle>
      </Typography>
      <Collapse in={expanded} unmountOnExit>
        <Box component="ul" id={listId} sx={{ m: 0, px: 1 }}>
          {chapter.units.map((unit) => {
            const place = props.places.get(unit.id);
            return place ? (
              <UnitRow
                key={unit.id}
                place={place}
                progress={props.progress.get(unit.id)}
                bookmarked={props.bookmarks.includes(unit.id)}
                onToggleBookmark={props.onToggleBookmark}
              />
            ) : null;
          })}
        </Box>
      </Collapse>
    </Box>
  );
}

export function CourseTree(props: CourseTreeProps) {
  const { t } = useTranslation('study');
  const language = useStudyLanguage();
  const { map, interests } = props;
  const [hiddenTracks, setHiddenTracks] = useState<string[]>([]);
  // Grades the student opened or closed; until then the courses of interest are open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const baseId = useId();

  return (
    <Stack spacing={3}>
      {map.tracks.map((track) => {
        const trackName = track.name[language];
        const shown = !hiddenTracks.includes(track.id);
        const gradesId = `${baseId}-${track.id}`;
        return (
          <Box component="section" key={track.id} aria-label={trackName}>
            <Typography variant="h3" component="h3">
              <Toggle
                expanded={shown}
                controls={gradesId}
                onToggle={() =>
                  setHiddenTracks((ids) =>
                    ids.includes(track.id) ? ids.filter((id) => id !== track.id) : [...ids, track.id],
                  )
                }
              >
                <span>{trackName}</span>
              </Toggle>
            </Typography>
            <Collapse in={shown}>
              <Box id={gradesId} sx={{ mt: 1 }}>
                {gradesInterestsFirst(track.grades, interests).map((grade) => {
                  const interest = interests.includes(grade.id);
                  const expanded = toggled[grade.id] ?? interest;
                  const unitCount = grade.chapters.reduce((sum, c) => sum + c.units.length, 0);
                  return (
                    <Accordion
                      key={grade.id}
                      disableGutters
                      expanded={expanded}
                      onChange={(_event, next) => setToggled((state) => ({ ...state, [grade.id]: next }))}
                      slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h4' } }}
                      sx={interest ? { borderLeft: 4, borderLeftColor: 'primary.main' } : undefined}
                      data-testid={`grade-${grade.id}`}
                    >
                      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} sx={{ minHeight: 56 }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                          <Typography component="span" sx={{ fontWeight: 700 }}>
                            {grade.name[language]}
                          </Typography>
                          <Typography component="span" variant="body2" color="text.secondary">
                            {t('tree.units', { count: unitCount })}
                          </Typography>
                          {interest && (
                            <Chip
                              size="small"
                              color="primary"
                              variant="outlined"
                              icon={<StarRoundedIcon />}
                              label={t('interests.badge')}
                              sx={{
                                color: 'primary.dark',
                                borderColor: 'primary.dark',
                                '& .MuiChip-icon': { color: 'inherit' },
                              }}
                            />
                          )}
                        </Stack>
                      </AccordionSummary>
                      <AccordionDetails sx={{ pt: 0, px: { xs: 1, sm: 2 } }}>
                        <Stack spacing={1}>
                          {grade.chapters.map((chapter) => (
                            <ChapterSection key={chapter.id} chapter={chapter} {...props} />
                          ))}
                        </Stack>
                      </AccordionDetails>
                    </Accordion>
                  );
                })}
              </Box>
            </Collapse>
          </Box>
        );
      })}
    </Stack>
  );
}
