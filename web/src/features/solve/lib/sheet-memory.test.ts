import { beforeEach, describe, expect, it } from 'vitest';
import { continuePath, rememberSheet } from './sheet-memory';

beforeEach(() => window.localStorage.clear());

describe('continuing a workbook', () => {
  it('opens a test started as a sheet on its sheet, other tests one problem at a time', () => {
    rememberSheet('sheet-1');
    expect(continuePath('test', 'sheet-1')).toBe('/solve/test/one/workbookv2?id=sheet-1');
    expect(continuePath('test', 'test-1')).toBe('/solve/test/one/workbook?id=test-1');
    expect(continuePath('practice', 'sheet-1')).toBe('/solve/one/workbook?id=sheet-1');
    expect(continuePath('quest', 'q-1')).toBe('/solve/test/one/workbook_quest?id=q-1');
  });

  it('keeps the latest 50 and survives storage holding something else', () => {
    window.localStorage.setItem('mathbridge.sheetWorkbooks', '{oops');
    expect(continuePath('test', 'x')).toBe('/solve/test/one/workbook?id=x');
    for (let i = 0; i < 51; i++) rememberSheet(`s-${i}`);
    expect(continuePath('test', 's-50')).toContain('workbookv2');
    expect(continuePath('test', 's-0')).not.toContain('workbookv2');
  });
});
