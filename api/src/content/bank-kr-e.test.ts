// The bank test (bank-harness.ts) for the Korean elementary-school units (kr-e…), in a file of its own so that it runs beside the others.
import { describe } from 'vitest';
import { bankParts, describeBankPart } from './bank-harness.js';

describe('problem bank', () => {
  describeBankPart(bankParts.elementary);
});
