// npm run content:fingerprints --workspace api [-- <unitId> ...]: records the fingerprint of every template version not
// yet recorded, in every unit or only in the units named (run it after adding a template or bumping a version; a
// recorded version is never overwritten). Naming the units keeps another author's unfinished templates unrecorded.
import { recordFingerprints } from '../src/content/fingerprints.js';
import { loadUnits } from '../src/content/registry.js';

const named = process.argv.slice(2);
const units = await loadUnits();
const unknown = named.filter((unitId) => !units.some((unit) => unit.unitId === unitId));
if (unknown.length > 0) {
  process.stderr.write(`No such unit: ${unknown.join(', ')}\n`);
  process.exit(2);
}
const { added } = recordFingerprints(named.length > 0 ? units.filter((unit) => named.includes(unit.unitId)) : units);
process.stdout.write(`${added} template version(s) recorded\n`);
