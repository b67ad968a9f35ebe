// /solve/diagnose/report?id=: a finished diagnostic's report. Each answer of the evidence opens its question with
// the key and the explanation (the finished test's results). A test not finished yet says so and offers to resume;
// a test that is not the student's, or none, says "We couldn't find your record.".
import { TestErrorCode } from '@mathbridge/contract';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { StatusCard } from '../../../components/status-card';
import { HttpError } from '../../../lib/http';
import { LinkActions } from '../../../components/link-actions';
import { useSessionStore } from '../../../lib/session-store';
import { useWorkbookResults } from '../../solve/api/get-workbook-results';
import { LoadingBlock } from '../../../components/loading-block';
import { useWorkbookIdParam } from '../../solve/components/workbook-gate';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { testReportQuery } from '../../tests/api/get-test-report';
import { DiagnoseLoginCard } from '../components/diagnose-login-card';
import { DiagnoseReportView } from '../components/diagnose-report-view';
import { EvidenceDialog } from '../components/evidence-dialog';
import type { Evidence } from '../components/unit-result-card';
import { useDiagnoseCourse } from '../hooks/use-course';
import { diagnosePaths } from '../lib/diagnose-links';
import { ShareButton } from '../../share/components/share-button';

export default function DiagnoseReportRoute() {
  const { t } = useTranslation('diagnose');
  const { t: tc } = useTranslation();
  const id = useWorkbookIdParam();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const language = useProblemLanguage();
  const course = useDiagnoseCourse();
  const [opened, setOpened] = useState<Evidence | null>(null);
  const report = useQuery({
    ...testReportQuery(id ?? ''),
    enabled: id != null && loginStatus === 'LOGIN',
    retry: false,
  });
  // The questions with their keys and explanations, once the student opens one.
  const results = useWorkbookResults(id ?? '', { enabled: id != null && opened !== null && report.isSuccess });

  if (loginStatus !== 'LOGIN') return <DiagnoseLoginCard />;
  const notFound = (
    <StatusCard
      testId="report-not-found"
      icon={<SearchOffRoundedIcon />}
      title={tc('messages.recordNotFound')}
      body={t('report.notFoundBody')}
      actions={[{ label: t('report.toSetup'), to: diagnosePaths.setup, primary: true }]}
    />
  );
  if (!id) return notFound;
  if (report.isPending) {
    return (
      <Page maxWidth="md">
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  }
  if (report.isError) {
    const error = report.error;
    if (error instanceof HttpError && error.code === TestErrorCode.NotFinished) {
      return (
        <StatusCard
          testId="report-not-finished"
          icon={<HourglassEmptyRoundedIcon />}
          title={tc('messages.problemNotSolved')}
          body={t('report.notFinishedBody')}
          actions={[
            { label: t('report.resume'), to: diagnosePaths.solve(id), primary: true },
            { label: t('report.toSetup'), to: diagnosePaths.setup },
          ]}
        />
      );
    }
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return notFound;
    return (
      <StatusCard
        icon={<ReportProblemOutlinedIcon />}
        title={t('report.loadFailed')}
        body={error.message}
        actions={[{ label: t('report.toSetup'), to: diagnosePaths.setup, primary: true }]}
      />
    );
  }
  if (report.data.type !== 'DIAGNOSE') return notFound;

  return (
    <Page title={t('report.title')} maxWidth="md">
      <DiagnoseReportView
        report={report.data}
        language={language}
        courseNames={course.names}
        places={course.places}
        canPractise
        onOpenEvidence={setOpened}
      />
      <LinkActions
        sx={{ mt: 4 }}
        actions={[
          { to: diagnosePaths.setup, label: t('report.again'), variant: 'outlined' },
          <ShareButton kind="DIAGNOSE" testId={id} size="large" />,
        ]}
      />
      <EvidenceDialog
        evidence={opened}
        results={results.data}
        failed={results.isError}
        language={language}
        onClose={() => setOpened(null)}
      />
    </Page>
  );
}
