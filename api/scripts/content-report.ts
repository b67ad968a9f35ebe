// npm run content:report --workspace api [-- --json]: templates, problems and checked problems per unit.
import { buildReport, formatReport } from '../src/content/report.js';

const json = process.argv.includes('--json');
const report = await buildReport();
process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
