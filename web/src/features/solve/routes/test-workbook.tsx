// /solve/test/one/workbook: a test, one problem at a time, graded when it is finished.
import { SolveSession } from '../components/solve-session';
import { WorkbookGate } from '../components/workbook-gate';

export default function TestWorkbookRoute() {
  return (
    <WorkbookGate variant="test">
      {(workbook) => <SolveSession key={workbook.id} workbook={workbook} variant="test" />}
    </WorkbookGate>
  );
}
