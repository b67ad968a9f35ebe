// /solve/one/workbook: practice, graded after each problem with the key and the explanation.
import { SolveSession } from '../components/solve-session';
import { WorkbookGate } from '../components/workbook-gate';

export default function PracticeWorkbookRoute() {
  return (
    <WorkbookGate variant="practice">
      {(workbook) => <SolveSession key={workbook.id} workbook={workbook} variant="practice" />}
    </WorkbookGate>
  );
}
