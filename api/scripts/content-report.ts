// npm run content:report --workspace api [-- --json]: templates, problems, checked problems and rule breaks per unit.
import { buildReport, formatReport } from '../src/content/report.js';

const json = process.argv.includes('--json');
const report = await buildReport();
process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${formatReport(report)}\n`);
