// A finished SAT test: its report (score, range, modules, domains) and the workbook's questions with the answers,
// keys and explanations.
import { SAT_MODULE_QUESTIONS } from '@mathbridge/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { LinkActions } from '../../../components/link-actions';
import { appPaths } from '../../../lib/paths';
import { useWorkbookResults } from '../../solve/api/get-workbook-results';
import { LoadingBlock } from '../../../components/loading-block';
import { testReportQuery } from '../../tests/api/get-test-report';
import { questionsFromWorkbook } from '../lib/sat-result';
import { satPaths } from '../lib/sat-paths';
import { SatMessageCard } from './sat-cards';
import { SatResult } from './sat-result';
import { ShareButton } from '../../share/components/share-button';

export function SatTestResult({ testId }: { testId: string }) {
  const { t } = useTranslation('sat');
  const report = useQuery({ ...testReportQuery(testId), retry: false });
  const results = useWorkbookResults(testId);

  if (report.isPending || results.isPending) {
    return (
      <Page maxWidth="md">
        <LoadingBlock label={t('screen.loading')} />
      </Page>
    );
  }
  if (report.isError) return <SatMessageCard kind="failed" error={report.error} />;
  if (results.isError) return <SatMessageCard kind="failed" error={results.error} />;
  if (report.data.type !== 'SAT') return <SatMessageCard kind="notFound" />;

  return (
    <Page maxWidth="md">
      <SatResult
        report={report.data}
        questions={questionsFromWorkbook(results.data, SAT_MODULE_QUESTIONS)}
        saved
        actions={
          <LinkActions
            actions={[
              { to: satPaths.home, label: t('result.toSat') },
              { to: appPaths.study, label: t('result.toStudy') },
              <ShareButton kind="SAT" testId={testId} size="large" />,
            ]}
          />
        }
      />
    </Page>
  );
}
