// One unit in the course map: its name (opens unit study), progress, Practice, the bookmark toggle, and a menu of the
// other ways to study it (quick test, new problems from the unit, easiest first, the next unit).
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRoundedIcon from '@mui/icons-material/BookmarkRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UnitPlace } from '../lib/course-tree';
import { learningPath, practiseUnitPath, studyModePath, UNIT_PRACTICE_COUNT } from '../../../lib/study-links';
import { useStudyLanguage } from '../hooks/use-study-language';
import { MasteryMeter, type UnitProgress } from './mastery-meter';
import { UnitLinkButtons } from '../../../components/unit-link-buttons';

export function UnitRow({
  place,
  progress,
  bookmarked,
  onToggleBookmark,
  showPath = false,
}: {
  place: UnitPlace;
  progress: UnitProgress | undefined;
  bookmarked: boolean;
  onToggleBookmark: (unitId: string) => void;
  /** Shows grade › chapter under the name (lists outside the tree). */
  showPath?: boolean;
}) {
  const { t } = useTranslation('study');
  const language = useStudyLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { unit } = place;
  const name = unit.name[language];
  const hasProblems = unit.problemCount > 0;
  const menuLinks = [
    { label: t('unit.menu.study'), to: learningPath(unit.id) },
    ...(hasProblems
      ? [
          { label: t('unit.menu.test'), to: practiseUnitPath(unit.id, 'test') },
          {
            label: t('unit.menu.sameUnit'),
            to: studyModePath('SAME_UNIT', { count: UNIT_PRACTICE_COUNT, unitId: unit.id }),
          },
          {
            label: t('unit.menu.studyMode'),
            to: studyModePath('STUDY', { count: UNIT_PRACTICE_COUNT, unitId: unit.id }),
          },
        ]
      : []),
    { label: t('unit.menu.next'), to: studyModePath('NEXT', { count: UNIT_PRACTICE_COUNT, unitId: unit.id }) },
  ];

  return (
    <Box
      component="li"
      data-testid={`unit-${unit.id}`}
      sx={{
        listStyle: 'none',
        py: 1.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        alignItems: { xs: 'stretch', sm: 'center' },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={learningPath(unit.id)}
          underline="hover"
          sx={{ fontWeight: 600, fontSize: '1rem', display: 'inline-block', py: 0.5 }}
        >
          {name}
        </Link>
        {showPath && (
          <Typography variant="body2" color="text.secondary">
            {place.grade.name[language]} › {place.chapter.name[language]}
          </Typography>
        )}
        <Box sx={{ mt: 0.5 }}>
          {hasProblems ? (
            <MasteryMeter progress={progress} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('unit.noProblems')}
            </Typography>
          )}
        </Box>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
        <UnitLinkButtons
          unitId={unit.id}
          studyFirst
          study={{ label: t('unit.study'), ariaLabel: `${t('unit.study')}: ${name}` }}
          practice={
            hasProblems ? { label: t('unit.practice'), ariaLabel: `${t('unit.practice')}: ${name}` } : undefined
          }
        />
        <IconButton
          aria-pressed={bookmarked}
          aria-label={bookmarked ? t('bookmarks.remove', { unit: name }) : t('bookmarks.add', { unit: name })}
          onClick={() => onToggleBookmark(unit.id)}
          color={bookmarked ? 'primary' : 'default'}
          sx={{ width: 44, height: 44 }}
        >
          {bookmarked ? <BookmarkRoundedIcon /> : <BookmarkBorderRoundedIcon />}
        </IconButton>
        <IconButton
          aria-label={t('unit.more', { unit: name })}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ width: 44, height: 44 }}
        >
          <MoreVertRoundedIcon />
        </IconButton>
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {menuLinks.map((item) => (
            <MenuItem
              key={item.label}
              component={RouterLink}
              to={item.to}
              onClick={() => setAnchor(null)}
              sx={{ minHeight: 44 }}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
    </Box>
  );
}
