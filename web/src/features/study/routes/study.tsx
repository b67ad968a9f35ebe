// /study: the search box (words in the URL, /study?q=…), the AI set with the next unit, the study modes, the courses
// of interest, the bookmarked units and the course map as a tree with each unit's progress.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useCourseMap } from '../../course/api/get-course-map';
import { AiSetCard } from '../../recommend/components/ai-set-card';
import { useProgress } from '../api/get-progress';
import { BookmarkedUnits } from '../components/bookmarked-units';
import { CourseInterests } from '../components/course-interests';
import { CourseTree } from '../components/course-tree';
import type { UnitProgress } from '../components/mastery-meter';
import { StudyModes } from '../components/study-modes';
import { StudySearchBox, StudySearchResults } from '../components/study-search';
import { useBookmarks } from '../hooks/use-bookmarks';
import { useInterests } from '../hooks/use-interests';
import { bookmarkedPlaces, parseCourseMap, unitPlaces, type UnitPlace } from '../lib/course-tree';
import { studySearchPath } from '../../../lib/study-links';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function StudyRoute() {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const courseMap = useCourseMap();
  const map = useMemo(() => parseCourseMap(courseMap.data), [courseMap.data]);
  const places = useMemo(() => (map ? unitPlaces(map) : new Map<string, UnitPlace>()), [map]);
  const progressQuery = useProgress();
  const progress = useMemo(
    () => new Map<string, UnitProgress>((progressQuery.data?.units ?? []).map((u) => [u.unitId, u])),
    [progressQuery.data],
  );
  const bookmarks = useBookmarks();
  const interests = useInterests();

  const search = (words: string) => void navigate(studySearchPath(words));

  return (
    <Page title={t('title')} maxWidth="md">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={4}>
        <Stack spacing={2}>
          <StudySearchBox key={q} q={q} onSearch={search} />
          {q && <StudySearchResults q={q} places={places} onClear={() => search('')} />}
        </Stack>

        <AiSetCard place="study" />

        <Section id="study-modes" title={t('modes.heading')}>
          <StudyModes hasPractised={progress.size > 0} />
        </Section>

        {courseMap.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {!courseMap.isPending && !map && <Alert severity="error">{t('mapFailed')}</Alert>}
        {map && (
          <>
            <Section id="study-interests" title={t('interests.heading')}>
              <CourseInterests
                map={map}
                courseIds={interests.courseIds}
                limitReached={interests.limitReached}
                onToggle={interests.toggle}
              />
            </Section>
            <Section id="study-bookmarks" title={t('bookmarks.heading')}>
              <BookmarkedUnits
                places={bookmarkedPlaces(places, bookmarks.unitIds)}
                progress={progress}
                onToggleBookmark={bookmarks.toggle}
              />
            </Section>
            <Section id="study-tree" title={t('tree.heading')}>
              <CourseTree
                map={map}
                places={places}
                progress={progress}
                interests={interests.courseIds}
                bookmarks={bookmarks.unitIds}
                onToggleBookmark={bookmarks.toggle}
              />
            </Section>
          </>
        )}
      </Stack>
    </Page>
  );
}
