// Which tests this device started as a sheet (/solve/test/one/workbookv2): the server knows them only as tests, so
// "continue" would otherwise open them one problem at a time. Kept in browser storage, the latest 50.
import type { WorkbookKind } from '@mathbridge/contract';
import { workbookPath } from '../../../lib/solve-links';

const KEY = 'mathbridge.sheetWorkbooks';
const MAX = 50;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSheet(workbookId: string): void {
  try {
    const ids = [workbookId, ...read().filter((id) => id !== workbookId)].slice(0, MAX);
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage refused: the test then continues one problem at a time, which works as well.
  }
}

/** Where an unfinished workbook continues: a test started as a sheet goes back to its sheet. */
export function continuePath(kind: WorkbookKind, workbookId: string): string {
  return workbookPath(kind === 'test' && read().includes(workbookId) ? 'sheet' : kind, workbookId);
}
