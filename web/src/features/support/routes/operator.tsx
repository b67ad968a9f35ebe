// The operator tools: notices, the FAQ, students' questions and the audit trail, one tab each (the tab lives in the
// URL). Only operators see them; anyone else is told so and offered the way home (the api refuses them too).
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { appPaths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session-store';
import { OperatorActivity } from '../components/operator-activity';
import { OperatorFaq } from '../components/operator-faq';
import { OperatorInquiries } from '../components/operator-inquiries';
import { OperatorNotices } from '../components/operator-notices';

const TABS = ['notices', 'faq', 'inquiries', 'activity'] as const;
type OperatorTab = (typeof TABS)[number];

function NotAllowed() {
  const { t } = useTranslation('support');
  return (
    <Page maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }} data-testid="operator-not-allowed">
          <BlockRoundedIcon aria-hidden color="error" sx={{ fontSize: 40 }} />
          <Typography variant="h2" component="h1">
            {t('operator.notAllowed')}
          </Typography>
          <Typography color="text.secondary">{t('operator.notAllowedBody')}</Typography>
          <Button component={RouterLink} to={appPaths.home} variant="contained" sx={{ mt: 1 }}>
            {t('operator.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}

export default function OperatorRoute() {
  const { t } = useTranslation('support');
  const isOperator = useSessionStore((s) => s.user?.role === 'operator');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as OperatorTab | null;
  const tab: OperatorTab = requested && TABS.includes(requested) ? requested : 'notices';

  if (!isOperator) return <NotAllowed />;

  return (
    <Page title={t('operator.title')} maxWidth="md">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, next: OperatorTab) => setParams(next === 'notices' ? {} : { tab: next }, { replace: true })}
          aria-label={t('operator.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`operator.tabs.${name}`)}
              id={`tab-${name}`}
              aria-controls={`panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'notices' && <OperatorNotices />}
        {tab === 'faq' && <OperatorFaq />}
        {tab === 'inquiries' && <OperatorInquiries />}
        {tab === 'activity' && <OperatorActivity />}
      </Box>
    </Page>
  );
}
