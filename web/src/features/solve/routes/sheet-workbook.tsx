// /solve/test/one/workbookv2: a test on one scrollable sheet, answered in any order.
import { SheetSession } from '../components/sheet-session';
import { WorkbookGate } from '../components/workbook-gate';

export default function SheetWorkbookRoute() {
  return (
    <WorkbookGate variant="sheet">{(workbook) => <SheetSession key={workbook.id} workbook={workbook} />}</WorkbookGate>
  );
}
