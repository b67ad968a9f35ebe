// /: the student's home: a greeting, the workbook to continue, today's set, the AI set, recent results and quick
// starts.
// Visitors never get here: / is not public, so the shell sends them to the login screen.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AiSetCard } from '../../recommend/components/ai-set-card';
import { useSessionStore } from '../../../lib/session-store';
import { useRecentWorkbooks } from '../api/get-recent-workbooks';
import { ContinueCard } from '../components/continue-card';
import { QuickLinks, TestLinks } from '../components/quick-links';
import { RecentResultsCard } from '../components/recent-results-card';
import { TodayCard } from '../components/today-card';

export default function HomeRoute() {
  const { t } = useTranslation('home');
  const name = useSessionStore((s) => s.user?.name ?? '');
  const workbooks = useRecentWorkbooks();
  const newStudent = workbooks.data?.total === 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h1" data-testid="home-greeting">
          {t('home.greeting', { name })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('home.greetingSub')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}>
        <ContinueCard />
        <TodayCard newStudent={newStudent} />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <AiSetCard place="home" />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <RecentResultsCard />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <QuickLinks />
        <TestLinks />
      </Box>
    </Container>
  );
}
