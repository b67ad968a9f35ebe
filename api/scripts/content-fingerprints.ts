// npm run content:fingerprints --workspace api: records the fingerprint of every template version not yet recorded
// (run it after bumping a template's version; a recorded version is never overwritten).
import { recordFingerprints } from '../src/content/fingerprints.js';
import { loadUnits } from '../src/content/registry.js';

const { added } = recordFingerprints(await loadUnits());
process.stdout.write(`${added} template version(s) recorded\n`);
