// The preview's first picture: the top of the real course map (a grade, its chapters and their units), read-only.
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { CourseMapSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseMap } from '../../course/api/get-course-map';

const CHAPTERS_SHOWN = 3;
const UNITS_SHOWN = 3;

export function PreviewCourseTree() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  const courseMap = useCourseMap();
  const grade = useMemo(() => {
    const parsed = CourseMapSchema.safeParse(courseMap.data);
    return parsed.success ? (parsed.data.tracks[0]?.grades[0] ?? null) : null;
  }, [courseMap.data]);

  if (!grade) return <Skeleton variant="rounded" height={180} />;
  return (
    <Box data-testid="preview-tree">
      <Typography variant="h4" component="p" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }} data-translate>
        {grade.name[language]}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {grade.chapters.slice(0, CHAPTERS_SHOWN).map((chapter) => (
          <li key={chapter.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FolderOpenOutlinedIcon fontSize="small" sx={{ color: 'primary.dark' }} aria-hidden />
              <Typography sx={{ fontWeight: 600 }} data-translate>
                {chapter.name[language]}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('preview.tree.units', { count: chapter.units.length })}
              </Typography>
            </Stack>
            <Box
              component="ul"
              sx={{ m: 0, mt: 0.5, ml: 1.25, pl: 2, borderLeft: 2, borderColor: 'divider', listStyle: 'none' }}
            >
              {chapter.units.slice(0, UNITS_SHOWN).map((unit) => (
                <Stack component="li" key={unit.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25 }}>
                  <ArticleOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
                  <Typography variant="body2" data-translate>
                    {unit.name[language]}
                  </Typography>
                </Stack>
              ))}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
