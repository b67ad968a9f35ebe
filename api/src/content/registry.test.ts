import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTemplateIndex, loadUnits, unitFiles, UNITS_FOLDER } from './registry.js';

describe('content registry', () => {
  it('finds unit files by name and ignores everything else', () => {
    const folder = mkdtempSync(join(tmpdir(), 'units-'));
    for (const file of [
      'kr-e1-1-1.ts',
      'sat-h-a.ts',
      'kr-m1-10.ts',
      'kr-m1-2.ts',
      'README.md',
      'kr-e1-1-1.test.ts',
      'helpers.ts',
    ]) {
      writeFileSync(join(folder, file), '');
    }
    mkdirSync(join(folder, 'kr-e9-9-9.ts'));
    expect(unitFiles(folder).map((unit) => unit.unitId)).toEqual(
      expect.arrayContaining(['kr-e1-1-1', 'kr-m1-2', 'kr-m1-10', 'sat-h-a']),
    );
    const ids = unitFiles(folder).map((unit) => unit.unitId);
    expect(ids.indexOf('kr-m1-2')).toBeLessThan(ids.indexOf('kr-m1-10'));
    expect(ids).not.toContain('helpers');
    expect(ids).not.toContain('kr-e9-9-9');
    expect(ids.some((id) => id.includes('test'))).toBe(false);
  });

  it('imports every unit file in the units folder', async () => {
    const units = await loadUnits();
    expect(units.map((unit) => unit.file)).toEqual(unitFiles(UNITS_FOLDER).map((unit) => unit.file));
    expect(units.find((unit) => unit.unitId === 'sat-h-a')?.templates.length).toBeGreaterThanOrEqual(3);
    const index = await loadTemplateIndex();
    expect(index.get('sat-h-a.fee-plus-rate')?.unitId).toBe('sat-h-a');
  });
});
