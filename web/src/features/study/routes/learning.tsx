// /study/learning/?unitId=…: unit study. The app's chrome is hidden on this path (spec §2), so the page has its own
// header with a way back to /study. The unit's name, place and sub-units, then its lesson (concept summary, key
// points, terms, worked examples with a 'Show solution' each) and the way to practise. A unit whose lesson is not
// written yet still shows its name, sub-units and practice; without a unit the student picks one.
import type { Lesson } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { useCourseMap } from '../../course/api/get-course-map';
import { MathText } from '../../problem/components/math-text';
import { useProgress } from '../api/get-progress';
import { lessonQueryOptions } from '../api/get-lesson';
import { MasteryMeter } from '../components/mastery-meter';
import { WorkedExample } from '../components/worked-example';
import { useBookmarks } from '../hooks/use-bookmarks';
import { useStudyLanguage } from '../hooks/use-study-language';
import { bookmarkedPlaces, parseCourseMap, unitPlaces, type StudyLanguage, type UnitPlace } from '../lib/course-tree';
import { learningPath, practiseUnitPath, studyModePath, UNIT_PRACTICE_COUNT } from '../../../lib/study-links';
import { ScreenHeader } from '../../../components/layout/screen-header';

function LearningHeader({ title }: { title: string }) {
  const { t } = useTranslation('study');
  return <ScreenHeader backLabel={t('learning.back')} back={appPaths.study} title={title} titleComponent="p" />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LessonBody({ lesson, language }: { lesson: Lesson; language: StudyLanguage }) {
  const { t } = useTranslation('study');
  return (
    <Stack spacing={4}>
      <Section title={t('learning.summary')}>
        <Stack spacing={1.5} sx={{ lineHeight: 1.8, '& p': { lineHeight: 1.8 } }} data-testid="lesson-summary">
          {lesson.summary.map((paragraph, index) => (
            <MathText key={index} text={paragraph[language]} component="p" />
          ))}
        </Stack>
      </Section>
      <Section title={t('learning.keyPoints')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.8 } }}>
            {lesson.keyPoints.map((point, index) => (
              <li key={index}>
                <MathText text={point[language]} />
              </li>
            ))}
          </Box>
        </Paper>
      </Section>
      {lesson.terms.length > 0 && (
        <Section title={t('learning.terms')}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
            {lesson.terms.map((term, index) => (
              <Box key={index}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  <MathText text={term.term[language]} />
                </Typography>
                <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                  <MathText text={term.meaning[language]} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Section>
      )}
      <Section title={t('learning.examples')}>
        <Stack spacing={2}>
          {lesson.examples.map((example, index) => (
            <WorkedExample key={index} example={example} number={index + 1} language={language} />
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

function UnitPicker({ places, unknown }: { places: Map<string, UnitPlace>; unknown: boolean }) {
  const { t } = useTranslation('study');
  const language = useStudyLanguage();
  const navigate = useNavigate();
  const options = useMemo(() => [...places.values()], [places]);
  const { unitIds } = useBookmarks();
  const bookmarked = bookmarkedPlaces(places, unitIds);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('learning.pickTitle')}</Typography>
      {unknown && <Alert severity="warning">{t('learning.unknownUnit')}</Alert>}
      <Typography color="text.secondary">{t('learning.pickHint')}</Typography>
      <Autocomplete
        options={options}
        groupBy={(place) => place.grade.name[language]}
        getOptionLabel={(place) => place.unit.name[language]}
        getOptionKey={(place) => place.unit.id}
        onChange={(_event, place) => {
          if (place) void navigate(learningPath(place.unit.id));
        }}
        renderInput={(params) => <TextField {...params} label={t('learning.pickLabel')} />}
      />
      {bookmarked.length > 0 && (
        <Box component="section" aria-labelledby="learning-bookmarks">
          <Typography id="learning-bookmarks" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('bookmarks.heading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {bookmarked.map((item) => (
              <Box component="li" key={item.unit.id} sx={{ py: 0.5 }}>
                <Link component={RouterLink} to={learningPath(item.unit.id)} sx={{ fontWeight: 600 }}>
                  {item.unit.name[language]}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {item.grade.name[language]} › {item.chapter.name[language]}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Box>
        <Button component={RouterLink} to={appPaths.study} variant="outlined" sx={{ minHeight: 44 }}>
          {t('learning.toStudy')}
        </Button>
      </Box>
    </Stack>
  );
}

export default function LearningRoute() {
  const { t } = useTranslation('study');
  const language = useStudyLanguage();
  const [params] = useSearchParams();
  const unitId = params.get('unitId') ?? '';
  const courseMap = useCourseMap();
  const places = useMemo(() => {
    const map = parseCourseMap(courseMap.data);
    return map ? unitPlaces(map) : new Map<string, UnitPlace>();
  }, [courseMap.data]);
  const place = unitId ? places.get(unitId) : undefined;
  const lesson = useQuery({ ...lessonQueryOptions(unitId), enabled: place !== undefined });
  const progress = useProgress({ enabled: place !== undefined });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const prerequisites = (place?.unit.prerequisites ?? [])
    .map((id) => places.get(id))
    .filter((before): before is UnitPlace => before !== undefined);

  // A new unit is a new page: the screen reader starts at its name.
  useEffect(() => {
    if (place) headingRef.current?.focus();
  }, [place]);

  const unitName = place?.unit.name[language];
  return (
    <>
      <LearningHeader title={unitName ?? t('learning.title')} />
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
        {courseMap.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : !place ? (
          <UnitPicker places={places} unknown={unitId !== ''} />
        ) : (
          <Stack spacing={4}>
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} data-testid="unit-path">
                {place.track.name[language]} › {place.grade.name[language]} › {place.chapter.name[language]}
              </Typography>
              <Typography ref={headingRef} tabIndex={-1} variant="h1" sx={{ outline: 'none', mb: 1.5 }}>
                {unitName}
              </Typography>
              {place.unit.problemCount > 0 && (
                <MasteryMeter progress={progress.data?.units.find((u) => u.unitId === place.unit.id)} />
              )}
              {prerequisites.length > 0 && (
                <Box component="section" aria-labelledby="learning-before" sx={{ mt: 2 }}>
                  <Typography id="learning-before" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {t('learning.before')}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {prerequisites.map((before) => (
                      <li key={before.unit.id}>
                        <Chip
                          component={RouterLink}
                          to={learningPath(before.unit.id)}
                          clickable
                          variant="outlined"
                          label={before.unit.name[language]}
                          sx={{ height: 40 }}
                        />
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
              {place.unit.subUnits.length > 0 && (
                <Box component="section" aria-label={t('learning.subUnits')} sx={{ mt: 2 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, mb: 1 }}>
                    {t('learning.subUnits')}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {place.unit.subUnits.map((sub) => (
                      <li key={sub.id}>
                        <Chip label={sub.name[language]} variant="outlined" />
                      </li>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>

            {lesson.isPending && (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={t('learning.loading')} />
              </Box>
            )}
            {lesson.isError && <Alert severity="error">{t('learning.lessonFailed')}</Alert>}
            {lesson.isSuccess && lesson.data === null && <Alert severity="info">{t('learning.lessonMissing')}</Alert>}
            {lesson.data && <LessonBody lesson={lesson.data} language={language} />}

            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="learning-practice"
              sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, borderColor: 'primary.main' }}
            >
              <Typography id="learning-practice" variant="h2" sx={{ mb: 1 }}>
                {t('learning.practiceHeading')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                {place.unit.problemCount > 0 ? t('learning.practiceBody') : t('unit.noProblems')}
              </Typography>
              {place.unit.problemCount > 0 && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <Button component={RouterLink} to={practiseUnitPath(place.unit.id)} variant="contained" size="large">
                    {t('learning.practice')}
                  </Button>
                  <Button
                    component={RouterLink}
                    to={practiseUnitPath(place.unit.id, 'test')}
                    variant="outlined"
                    size="large"
                  >
                    {t('learning.test')}
                  </Button>
                  <Button
                    component={RouterLink}
                    to={studyModePath('NEXT', { count: UNIT_PRACTICE_COUNT, unitId: place.unit.id })}
                    size="large"
                  >
                    {t('learning.nextUnit')}
                  </Button>
                </Stack>
              )}
            </Paper>
          </Stack>
        )}
      </Container>
    </>
  );
}
