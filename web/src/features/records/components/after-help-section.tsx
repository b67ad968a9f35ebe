// 'On your own after help': of the similar problems scheduled after the student read an explanation, the share they
// then solved alone, with how many are still waiting; before the first try, what will show here and how.
import SelfImprovementRoundedIcon from '@mui/icons-material/SelfImprovementRounded';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAfterHelp } from '../../recommend/api/get-after-help';
import { Section, SectionEmpty, SectionFailed, SectionLoading } from '../../../components/section';

export function AfterHelpSection() {
  const { t } = useTranslation('recommend');
  const report = useAfterHelp();

  let body;
  if (report.isPending) {
    body = <SectionLoading />;
  } else if (report.isError) {
    body = <SectionFailed onRetry={() => void report.refetch()} />;
  } else if (report.data.share == null || report.data.tried === 0) {
    const due = report.data.due;
    body = (
      <SectionEmpty
        icon={<SelfImprovementRoundedIcon />}
        title={t('afterHelp.emptyTitle')}
        body={due > 0 ? t('afterHelp.dueBody', { count: due }) : t('afterHelp.emptyBody')}
      />
    );
  } else {
    const { solvedAlone, tried, due, share } = report.data;
    const percent = Math.round(share * 100);
    const waiting = Math.max(0, due - tried);
    body = (
      <Stack spacing={1.5} data-testid="after-help-share">
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {t('afterHelp.share', { solved: solvedAlone, tried })}
        </Typography>
        <Box>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('afterHelp.percent', { percent })}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {t('afterHelp.percent', { percent })}
            {waiting > 0 && ` · ${t('afterHelp.waiting', { count: waiting })}`}
          </Typography>
        </Box>
      </Stack>
    );
  }

  return (
    <Section id="after-help" title={t('afterHelp.title')} lead={t('afterHelp.lead')}>
      {body}
    </Section>
  );
}
