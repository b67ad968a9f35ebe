// Refits the learning model's item parameters from every attempt in the database (DATABASE_URL or DATA_DIR, as the
// api) and writes item_params.
//   model:fit [-- --export LOG.csv]   also writes the attempts as a response log for model:eval
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { formatLog } from '../src/model/csv.js';
import { answerLog } from '../src/modules/practice/repository.js';
import { refitItemParams } from '../src/model/service.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { export: { type: 'string' } } });
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const started = performance.now();
    const summary = await refitItemParams(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      summary.attempts === 0
        ? 'model:fit: no attempts yet; item parameters left as they are\n'
        : `model:fit: refitted ${summary.items} items from ${summary.attempts} attempts of ${summary.students} students in ${seconds} s\n`,
    );
    if (values.export !== undefined) {
      const log = await answerLog(database.db);
      writeFileSync(values.export, formatLog(log));
      process.stdout.write(`model:fit: wrote ${log.length} attempts to ${values.export}\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `model:fit failed: ${(error as Error).stack ?? String(error)}\n`,
  );
  process.exit(1);
});
