// npm run content:keys --workspace api -- <problemId> [...]: prints the answer keys of the given problems as JSON,
// regenerated from the content plan (an id is a hash of template, version and seed), without a database. For each
// id: the unit, the type, the key (a choice index as a string for multiple, LaTeX for essay) and a parseable wrong
// answer, or null when no template of the bank makes that id.
import { pathToFileURL } from 'node:url';
import { problemId, problemsPerTemplate } from '../src/content/plan.js';
import type { GeneratedProblem } from '../src/content/lib/types.js';
import { loadUnits } from '../src/content/registry.js';

/** Seeds a template may walk through per wanted problem (the plan's own budget). */
const SEED_BUDGET = 20;

export interface AnswerKey {
  unitId: string;
  type: GeneratedProblem['type'];
  answer: string;
  /** An answer the grader reads but marks wrong. */
  wrong: string;
}

function wrongAnswer(problem: GeneratedProblem): string {
  if (problem.type === 'multiple') return String((Number(problem.answer) + 1) % (problem.choices?.length ?? 5));
  switch (problem.answerSpec?.kind) {
    case 'expression':
      return `${problem.answer}+1`;
    case 'text':
      return problem.answer.trim().toLowerCase() === 'zz' ? 'yy' : 'zz';
    default:
      return problem.answer.trim() === '987654' ? '987653' : '987654';
  }
}

export async function answerKeys(ids: readonly string[]): Promise<Record<string, AnswerKey | null>> {
  const wanted = new Set(ids);
  const found: Record<string, AnswerKey | null> = Object.fromEntries(ids.map((id) => [id, null]));
  for (const unit of await loadUnits()) {
    const seeds = problemsPerTemplate(unit.templates.length) * SEED_BUDGET;
    for (const template of unit.templates) {
      for (let seed = 1; seed <= seeds && wanted.size > 0; seed++) {
        const id = problemId(template.id, template.version, seed);
        if (!wanted.has(id)) continue;
        const problem = template.generate(seed);
        found[id] = { unitId: unit.unitId, type: problem.type, answer: problem.answer, wrong: wrongAnswer(problem) };
        wanted.delete(id);
      }
    }
  }
  return found;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const ids = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  if (ids.length === 0) {
    process.stderr.write('usage: answer-keys <problemId> [...]\n');
    process.exitCode = 2;
  } else {
    process.stdout.write(`${JSON.stringify(await answerKeys(ids), null, 2)}\n`);
  }
}
