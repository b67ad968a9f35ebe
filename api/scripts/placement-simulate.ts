// Runs simulated students of known level through the level test's engine on the real bank and prints how well it
// places them.
//   placement:simulate -- [--students 500] [--seed 1] [--json]
//     [--level-spread 1] [--strand-sd 0.4] [--item-sd 0.3] [--slip 0.05]   the simulated students' noise
import { parseArgs } from 'node:util';
import { findUnit } from '../src/content/curriculum.js';
import { planUnit } from '../src/content/plan.js';
import { loadUnits } from '../src/content/registry.js';
import { buildLevelBank, levelItemsFromPlan } from '../src/modules/tests/level/bank.js';
import { DEFAULT_NOISE, simulatePlacement, type SimulationNoise } from '../src/modules/tests/level/simulate.js';
import { scriptArgs } from './args.js';

const { fail, wholeNumber, nonNegative } = scriptArgs('placement:simulate');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      seed: { type: 'string' },
      json: { type: 'boolean' },
      'level-spread': { type: 'string' },
      'strand-sd': { type: 'string' },
      'item-sd': { type: 'string' },
      slip: { type: 'string' },
    },
  });
  const noise: SimulationNoise = {
    levelSpread: nonNegative('level-spread', values['level-spread'], DEFAULT_NOISE.levelSpread),
    strandSd: nonNegative('strand-sd', values['strand-sd'], DEFAULT_NOISE.strandSd),
    itemSd: nonNegative('item-sd', values['item-sd'], DEFAULT_NOISE.itemSd),
    slip: nonNegative('slip', values.slip, DEFAULT_NOISE.slip),
  };
  if (noise.slip >= 1) fail('--slip must be below 1');
  const students = wholeNumber('students', values.students, 500, 1);
  const seed = wholeNumber('seed', values.seed, 1, 0);
  const units = (await loadUnits()).filter((unit) => findUnit(unit.unitId)?.track.id === 'KR');
  const bank = buildLevelBank(units.flatMap((unit) => levelItemsFromPlan(planUnit(unit))));
  const started = performance.now();
  const { summary, runs } = simulatePlacement({ students, seed, bank, noise });
  const seconds = (performance.now() - started) / 1000;
  if (values.json) {
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return;
  }
  const stops = new Map<string, number>();
  for (const run of runs) stops.set(String(run.stopReason), (stops.get(String(run.stopReason)) ?? 0) + 1);
  const calls = (status: string) => runs.flatMap((run) => run.strands.filter((strand) => strand.status === status));
  const gaps = calls('gap');
  const strengths = calls('strength');
  const lines = [
    `${students} simulated students, seed ${seed}, ${bank.items.size} problems in ${bank.classes.length} classes`,
    `within one grade ${(100 * summary.withinOneGrade).toFixed(1)}%, exact ${(100 * summary.exact).toFixed(1)}%`,
    `problems: median ${summary.medianItems}, 90th percentile ${summary.p90Items}`,
    `stopped by: ${[...stops].map(([reason, count]) => `${reason} ${count}`).join(', ')}`,
    `strand calls: ${gaps.length} gaps (${gaps.filter((s) => s.trueOffset < 0).length} truly behind), ` +
      `${strengths.length} strengths (${strengths.filter((s) => s.trueOffset > 0).length} truly ahead) ` +
      `in ${runs.length * 4} strand reports`,
    `${seconds.toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
