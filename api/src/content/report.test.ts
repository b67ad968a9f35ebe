import { describe, expect, it } from 'vitest';
import { ALL_UNITS } from './curriculum.js';
import { loadUnits } from './registry.js';
import { buildReport, formatReport } from './report.js';
import { RULE_IDS } from './rules/rules.js';

const noBreaks = Object.fromEntries(RULE_IDS.map((rule) => [rule, 0])) as Record<(typeof RULE_IDS)[number], number>;

describe('content report', () => {
  it('lists every unit of the course map with its templates, problems and checked problems', async () => {
    const report = await buildReport();
    expect(report.units.slice(0, ALL_UNITS.length).map((unit) => unit.id)).toEqual(
      ALL_UNITS.map((place) => place.unit.id),
    );
    const files = new Map((await loadUnits()).map((unit) => [unit.unitId, unit.templates.length]));
    for (const unit of report.units) {
      expect(Object.keys(unit).sort()).toEqual([
        'checked',
        'grade',
        'id',
        'name',
        'problems',
        'rules',
        'templates',
        'track',
      ]);
      expect(Object.keys(unit.rules)).toEqual([...RULE_IDS]);
      for (const rule of RULE_IDS) expect(unit.rules[rule], `${unit.id} ${rule}`).toBeLessThanOrEqual(unit.problems);
      expect(unit.templates, unit.id).toBe(files.get(unit.id) ?? 0);
      expect(unit.checked, unit.id).toBeLessThanOrEqual(unit.problems);
      if (unit.templates === 0) expect(unit.problems).toBe(0);
    }
    expect(report.units.find((unit) => unit.id === 'sat-s-d')).toMatchObject({ track: 'SAT', grade: 'sat-math' });
  });

  it('prints a readable table with a summary line', () => {
    const text = formatReport({
      units: [
        {
          id: 'kr-e1-1-1',
          track: 'KR',
          grade: 'kr-e1',
          name: { ko: '9까지의 수', en: 'Numbers up to 9' },
          templates: 3,
          problems: 102,
          checked: 102,
          rules: noBreaks,
        },
        {
          id: 'kr-e1-1-2',
          track: 'KR',
          grade: 'kr-e1',
          name: { ko: '여러 가지 모양', en: 'Various shapes' },
          templates: 1,
          problems: 100,
          checked: 99,
          rules: { ...noBreaks, particle: 3, notation: 2 },
        },
      ],
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^unit\s+grade\s+templates\s+problems\s+checked\s+rules/);
    expect(lines[1]).toMatch(/kr-e1-1-1\s+kr-e1\s+3\s+102\s+102\s+0\s+ok\s+Numbers up to 9/);
    expect(lines[2]).toMatch(/kr-e1-1-2\s+kr-e1\s+1\s+100\s+99\s+5\s+CHECK FAILS/);
    expect(text).toContain('5 rule breaks, 1 units break no bank-wide rule');
    expect(text).toContain('2 units, 4 templates, 202 problems, 201 checked; 1 units reach 3 templates');
  });
});
