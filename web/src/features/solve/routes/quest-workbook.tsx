// /solve/test/one/workbook_quest: a quest, graded at once, with the streak of right answers.
import { SolveSession } from '../components/solve-session';
import { WorkbookGate } from '../components/workbook-gate';

export default function QuestWorkbookRoute() {
  return (
    <WorkbookGate variant="quest">
      {(workbook) => <SolveSession key={workbook.id} workbook={workbook} variant="quest" />}
    </WorkbookGate>
  );
}
