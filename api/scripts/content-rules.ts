// npm run -s content:rules --workspace api -- <unitId-prefix> [--seeds N] [--rule ID] [--max N | --all]
// Runs the bank-wide rules (src/content/rules/rules.ts) on the matching units' templates over seeds 1..N (default
// 100) and prints each violation: template, seed, rule and message (which quotes the offending text). Exits 1 when
// there are any, so it can gate a commit. Only the matching unit files are imported, so one unit runs in seconds.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GeneratedProblem, ProblemTemplate } from '../src/content/lib/types.js';
import { UNITS_FOLDER, unitFiles } from '../src/content/registry.js';
import { RULE_IDS, ruleViolations, type RuleId } from '../src/content/rules/rules.js';

interface Options {
  prefix: string;
  seeds: number;
  rule?: RuleId;
  /** Violations printed per template and rule; the rest are counted. */
  max: number;
}

function parse(args: string[]): Options {
  const options: Options = { prefix: '', seeds: 100, max: 5 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = () => {
      const value = args[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--seeds') options.seeds = positive(next(), arg);
    else if (arg === '--max') options.max = positive(next(), arg);
    else if (arg === '--all') options.max = Number.POSITIVE_INFINITY;
    else if (arg === '--rule') {
      const rule = next();
      if (!(RULE_IDS as readonly string[]).includes(rule)) throw new Error(`--rule is one of ${RULE_IDS.join(', ')}`);
      options.rule = rule as RuleId;
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write(
        'usage: content:rules -- <unitId-prefix> [--seeds N (100)] [--rule ID] [--max N per template and rule (5) | --all]\n',
      );
      process.exit(0);
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.prefix = arg;
  }
  return options;
}

function positive(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a positive integer, got "${raw}"`);
  return value;
}

const options = parse(process.argv.slice(2));
const files = unitFiles().filter((unit) => unit.unitId.startsWith(options.prefix));
if (files.length === 0) {
  process.stderr.write(`no unit id starts with "${options.prefix}"\n`);
  process.exit(2);
}

const totals = new Map<RuleId, number>();
const perUnit: string[] = [];
let total = 0;
const started = Date.now();
for (const { unitId, file } of files) {
  let templates: ProblemTemplate[];
  try {
    const module = (await import(pathToFileURL(join(UNITS_FOLDER, file)).href)) as { templates?: ProblemTemplate[] };
    templates = module.templates ?? [];
  } catch (error) {
    process.stdout.write(`${unitId}: the unit file does not load: ${(error as Error).message}\n`);
    perUnit.push(`  ${unitId}: does not load`);
    total++;
    continue;
  }
  let unitTotal = 0;
  for (const template of templates) {
    const shown = new Map<RuleId, number>();
    const hidden = new Map<RuleId, number>();
    for (let seed = 1; seed <= options.seeds; seed++) {
      let problem: GeneratedProblem;
      try {
        problem = template.generate(seed);
      } catch (error) {
        process.stdout.write(`${template.id} seed ${seed}: generate threw: ${(error as Error).message}\n`);
        unitTotal++;
        continue;
      }
      for (const { rule, message } of ruleViolations(template, seed, problem)) {
        if (options.rule && rule !== options.rule) continue;
        unitTotal++;
        totals.set(rule, (totals.get(rule) ?? 0) + 1);
        const count = shown.get(rule) ?? 0;
        if (count < options.max) {
          shown.set(rule, count + 1);
          process.stdout.write(`${template.id} seed ${seed} [${rule}] ${message}\n`);
        } else hidden.set(rule, (hidden.get(rule) ?? 0) + 1);
      }
    }
    for (const [rule, count] of hidden) process.stdout.write(`${template.id} [${rule}] … and ${count} more\n`);
  }
  if (unitTotal > 0) perUnit.push(`  ${unitId}: ${unitTotal}`);
  total += unitTotal;
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const byRule = RULE_IDS.filter((rule) => totals.has(rule)).map((rule) => `${rule} ${totals.get(rule)}`);
process.stdout.write(
  total === 0
    ? `${files.length} units, seeds 1-${options.seeds}: no violations (${seconds} s)\n`
    : `\n${total} violations in ${files.length} units, seeds 1-${options.seeds} (${seconds} s): ${byRule.join(', ')}\n` +
        `${perUnit.join('\n')}\n`,
);
process.exit(total === 0 ? 0 : 1);
