// The search box of /study and its results. The words live in the URL (/study?q=…); each search sends the Search
// analytics event. Units open unit study; problems start their unit's practice or similar problems (SAME).
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { trackSearch } from '../../analytics/lib/analytics';
import { MathText } from '../../problem/components/math-text';
import { searchQueryOptions } from '../api/search-units';
import type { UnitPlace } from '../lib/course-tree';
import { learningPath, practiseUnitPath, studyModePath, UNIT_PRACTICE_COUNT } from '../../../lib/study-links';
import { useStudyLanguage } from '../hooks/use-study-language';

/** The kind of search the analytics event names: the study search over units and problems. */
export const STUDY_SEARCH_TYPE = 'study_units_problems';

/** History entries whose search has been reported. */
const trackedSearches = new Set<string>();

export function StudySearchBox({ q, onSearch }: { q: string; onSearch: (words: string) => void }) {
  const { t } = useTranslation('study');
  // The parent keys this box by q, so a new search in the URL starts it with those words.
  const [text, setText] = useState(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        type="search"
        fullWidth
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" disableElevation sx={{ minHeight: 56, px: 3, flexShrink: 0 }}>
        {t('search.submit')}
      </Button>
    </Box>
  );
}

export function StudySearchResults({
  q,
  places,
  onClear,
}: {
  q: string;
  places: Map<string, UnitPlace>;
  onClear: () => void;
}) {
  const { t } = useTranslation('study');
  const language = useStudyLanguage();
  const results = useQuery(searchQueryOptions(q));
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { key: entryKey } = useLocation();

  // One Search event per search the student makes (a new q, or a link opened), not again when they come back to
  // the same history entry.
  useEffect(() => {
    const searchKey = `${entryKey} ${q}`;
    if (!trackedSearches.has(searchKey)) {
      trackedSearches.add(searchKey);
      trackSearch({ search: q, searchType: STUDY_SEARCH_TYPE });
    }
    headingRef.current?.focus();
  }, [q, entryKey]);

  const units = results.data?.units ?? [];
  const problems = results.data?.problems ?? [];
  const empty = results.isSuccess && units.length === 0 && problems.length === 0;
  const unitName = (unitId: string) => places.get(unitId)?.unit.name[language] ?? unitId;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="study-search-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography
          id="study-search-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.25rem', outline: 'none', overflowWrap: 'anywhere' }}
        >
          {t('search.heading', { q })}
        </Typography>
        <Button onClick={onClear} sx={{ minHeight: 44, flexShrink: 0 }}>
          {t('search.clear')}
        </Button>
      </Stack>

      <Box aria-live="polite">
        {results.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('search.searching')}</Typography>
          </Stack>
        )}
        {empty && (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t('search.noResults')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('search.noResultsHint')}
            </Typography>
          </Box>
        )}
      </Box>
      {results.isError && <Alert severity="error">{t('search.failed')}</Alert>}

      {units.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            {t('search.units')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="search-units">
            {units.map((unit) => {
              const place = places.get(unit.id);
              return (
                <Box component="li" key={unit.id} sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                  <Link
                    component={RouterLink}
                    to={learningPath(unit.id)}
                    sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}
                  >
                    {unit.name[language]}
                  </Link>
                  {place && (
                    <Typography variant="body2" color="text.secondary">
                      {place.grade.name[language]} › {place.chapter.name[language]}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      )}

      {problems.length > 0 && (
        <Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 1, mb: 1 }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {t('search.problems')}
            </Typography>
            <Button
              component={RouterLink}
              to={studyModePath('SEARCH', { count: Math.min(problems.length, UNIT_PRACTICE_COUNT), q })}
              variant="contained"
              disableElevation
              sx={{ minHeight: 44 }}
            >
              {t('search.practiceResults')}
            </Button>
          </Stack>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="search-problems">
            {problems.map((problem) => (
              <Box component="li" key={problem.id} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
                <Box
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    lineHeight: 1.7,
                  }}
                >
                  <MathText text={problem.stem[language]} />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('search.inUnit', { unit: unitName(problem.unitId) })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                  <Button
                    component={RouterLink}
                    to={practiseUnitPath(problem.unitId)}
                    variant="outlined"
                    sx={{ minHeight: 44 }}
                  >
                    {t('search.practiceUnit')}
                  </Button>
                  <Button
                    component={RouterLink}
                    to={studyModePath('SAME', { count: UNIT_PRACTICE_COUNT, problemId: problem.id })}
                    sx={{ minHeight: 44 }}
                  >
                    {t('search.similar')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
