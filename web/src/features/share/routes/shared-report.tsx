// /report?token=: a report a student shared, opened by anyone holding the link, without logging in. It shows the
// student's name, the day the snapshot was taken (YYYY-MM-DD) and the report of its kind, in the reader's own
// language, read-only. It prints on one A4 page (the app's bars and the buttons stay off the paper). An unknown,
// revoked or expired link says "We couldn't find your record.".
import type { SharedReport } from '@mathbridge/contract';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { StatusCard } from '../../../components/status-card';
import { HttpError } from '../../../lib/http';
import { appPaths } from '../../../lib/paths';
import { localDay } from '../../../lib/days';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { useSharedReport } from '../api/get-shared-report';
import { DiagnoseReportView, LevelReportView, ProgressReportView, SatReportView } from '../components/report-views';

/** On paper: one A4 page, no app bars, buttons or links onward, colours kept where they carry meaning. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        // The type scale is in rem: a smaller root makes the whole report smaller on paper, in proportion.
        html: { fontSize: '11px' },
        'html, body, #root > div': { backgroundColor: '#fff !important' },
        'header, footer, [data-print="hide"], a[href="#main-content"]': {
          display: 'none !important',
        },
        '.MuiBottomNavigation-root, *:has(> .MuiBottomNavigation-root)': { display: 'none !important' },
        '#main-content': { padding: '0 !important' },
      },
    }}
  />
);

function NotFound() {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation();
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  return (
    <StatusCard
      testId="report-not-found"
      icon={<SearchOffRoundedIcon />}
      title={tc('messages.recordNotFound')}
      body={t('report.notFoundBody')}
      actions={[{ label: t('report.home'), to: loggedIn ? appPaths.home : appPaths.preview, primary: true }]}
    />
  );
}

function Report({ shared }: { shared: SharedReport }) {
  const { t } = useTranslation('share');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  const snapshot = localDay(shared.snapshotAt);
  const title = t(`report.titles.${shared.kind}`);
  const { report } = shared;
  return (
    <Container
      maxWidth="md"
      sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 }, '@media print': { p: 0, maxWidth: 'none' } }}
    >
      {printStyles}
      <Paper
        variant="outlined"
        data-report
        data-testid="shared-report"
        sx={{
          p: { xs: 2.5, sm: 4 },
          borderRadius: 3,
          '@media print': { border: 0, p: 0, borderRadius: 0, bgcolor: '#fff', color: '#000' },
        }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{
            gap: 2,
            justifyContent: 'space-between',
            alignItems: { sm: 'flex-start' },
            pb: 2,
            mb: 3,
            borderBottom: 1,
            borderColor: 'divider',
            '@media print': { flexDirection: 'row', mb: '4mm', pb: '3mm' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="primary.dark" sx={{ fontWeight: 700 }}>
              {t('report.brand')} · {title}
            </Typography>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, '@media print': { fontSize: '18pt' } }}
            >
              {shared.studentName}
            </Typography>
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              columnGap: 1.5,
              rowGap: 0.25,
              flexShrink: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
            }}
          >
            <Typography component="dt" variant="body2">
              {t('report.snapshot')}
            </Typography>
            <Typography component="dd" variant="body2" data-testid="report-snapshot">
              {snapshot}
            </Typography>
            <Typography component="dt" variant="body2">
              {t('report.validUntil')}
            </Typography>
            <Typography component="dd" variant="body2">
              {localDay(shared.expiresAt)}
            </Typography>
          </Box>
        </Stack>

        {report.type === 'PROGRESS' && <ProgressReportView report={report} />}
        {report.type === 'LEVEL' && <LevelReportView report={report} />}
        {report.type === 'DIAGNOSE' && <DiagnoseReportView report={report} />}
        {report.type === 'SAT' && <SatReportView report={report} />}

        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider', '@media print': { mt: '4mm', pt: '2mm' } }}
        >
          <Trans
            t={t}
            i18nKey="report.readOnly"
            values={{ name: shared.studentName, date: snapshot }}
            // A date does not break at its hyphens.
            components={{ nowrap: <Box component="span" sx={{ whiteSpace: 'nowrap' }} /> }}
          />
        </Typography>
      </Paper>

      <Stack
        data-print="hide"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, mt: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button variant="outlined" startIcon={<PrintRoundedIcon />} onClick={() => window.print()}>
          {t('report.print')}
        </Button>
        {!loggedIn && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary">
              {t('report.cta')}
            </Typography>
            <Button component={RouterLink} to={appPaths.signup} variant="contained" sx={{ flexShrink: 0 }}>
              {t('report.signup')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

export default function SharedReportRoute() {
  const { t } = useTranslation('share');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const shared = useSharedReport(token);

  if (token === '') return <NotFound />;
  if (shared.isPending) {
    return (
      <Container maxWidth="md">
        <LoadingBlock label={t('report.loading')} />
      </Container>
    );
  }
  if (shared.isError) {
    // The api answers 404 for an unknown, revoked or expired link, and 400 for a token that cannot be one.
    const status = shared.error instanceof HttpError ? shared.error.status : 0;
    if (status >= 400 && status < 500) return <NotFound />;
    return (
      <StatusCard
        testId="report-failed"
        icon={<CloudOffRoundedIcon />}
        title={t('report.loadFailed')}
        actions={[{ label: t('report.home'), to: appPaths.preview }]}
      />
    );
  }
  return <Report shared={shared.data} />;
}
