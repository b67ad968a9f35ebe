// "Recent results": the newest finished workbooks with their scores, each opening its results page.
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RECENT_RESULTS_SHOWN, useRecentWorkbooks } from '../api/get-recent-workbooks';
import { useShortDate, useWorkbookTitle } from '../hooks/use-workbook-title';
import { testPath } from '../../../lib/solve-links';
import { homeLinks, resultsRoute } from '../lib/home-links';
import { recentResults, scorePercent } from '../lib/home-summary';
import { HomeSection, SectionNote } from '../../../components/home-section';

export function RecentResultsCard() {
  const { t } = useTranslation('home');
  const title = useWorkbookTitle();
  const shortDate = useShortDate();
  const workbooks = useRecentWorkbooks();
  const finished = workbooks.data ? recentResults(workbooks.data.items, RECENT_RESULTS_SHOWN) : [];

  let body;
  if (workbooks.isPending) {
    body = <Skeleton variant="rounded" height={120} />;
  } else if (workbooks.isError) {
    body = <SectionNote body={t('home.loadFailed')} />;
  } else if (finished.length === 0) {
    body = <SectionNote title={t('home.results.emptyTitle')} body={t('home.results.emptyBody')} />;
  } else {
    body = (
      <List disablePadding sx={{ mx: -1 }}>
        {finished.map((workbook) => {
          const name = title(workbook);
          const score = t('home.results.score', { correct: workbook.correct ?? 0, total: workbook.questionCount });
          const percent = scorePercent(workbook);
          return (
            <ListItem key={workbook.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={workbook.testType ? testPath(workbook.testType, workbook.id, true) : resultsRoute(workbook.id)}
                aria-label={t('home.results.open', { title: name, score })}
                sx={{ borderRadius: 2, gap: 1.5 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    minWidth: 52,
                    height: 52,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'action.hover',
                    color: 'primary.dark',
                    fontWeight: 700,
                  }}
                >
                  {percent === null ? <CheckCircleOutlineRoundedIcon /> : `${percent}%`}
                </Box>
                <ListItemText
                  primary={name}
                  secondary={`${score} · ${t('home.results.finishedAt', { date: shortDate(workbook.finishedAt ?? workbook.createdAt) })}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    );
  }

  return (
    <HomeSection
      title={t('home.results.title')}
      icon={<InsightsRoundedIcon />}
      testId="home-results"
      action={
        finished.length > 0 ? (
          <Link component={RouterLink} to={homeLinks.workbookList} variant="body2">
            {t('home.results.all')}
          </Link>
        ) : undefined
      }
    >
      {body}
    </HomeSection>
  );
}
