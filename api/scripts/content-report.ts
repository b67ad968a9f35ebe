// npm run content:report --workspace api [-- --json] [-- --fitted <file or postgres url>]: per unit templates, problems,
// problem types, difficulty spread, figures and rule breaks; SAT domain shares; templates whose fitted difficulty
// disagrees with the declared one.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../src/db/client.js';
import { buildReport, formatReport, parseFittedItems, type FittedItem } from '../src/content/report.js';

/** The fitted item difficulties with their templates, from a database (its item_params joined to problems). */
async function fittedFromDatabase(url: string): Promise<FittedItem[]> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const result = await database.db.execute(
      sql`select p.template_id as "templateId", i.difficulty, i.n
          from item_params i join problems p on p.id::text = i.item_id`,
    );
    return rowsOf<{ templateId: string; difficulty: number; n: number }>(result).map((row) => ({
      templateId: row.templateId,
      difficulty: Number(row.difficulty),
      n: Number(row.n),
    }));
  } finally {
    await database.close();
  }
}

const { values } = parseArgs({ options: { json: { type: 'boolean' }, fitted: { type: 'string' } } });
const source = values.fitted;
const fitted =
  source === undefined
    ? undefined
    : /^postgres(ql)?:\/\//.test(source)
      ? await fittedFromDatabase(source)
      : parseFittedItems(readFileSync(source, 'utf8'));
const report = await buildReport({ fitted });
process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
