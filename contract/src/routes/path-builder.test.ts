// buildPath: every parameter filled and encoded, in any position, and the parameter names checked by the compiler.
import { describe, expect, it } from 'vitest';
import { ALERT_PATHS } from '../alerts/alerts.js';
import { LESSON_PATH } from '../content/lessons.js';
import { SUPPORT_PATHS } from '../support/support.js';
import { buildPath } from './path-builder.js';

describe('buildPath', () => {
  it('fills a parameter in the middle and at the end', () => {
    expect(buildPath(ALERT_PATHS.read, { id: 'a1' })).toBe('/v1/api/alerts/a1/read');
    expect(buildPath(SUPPORT_PATHS.notice, { id: 7 })).toBe('/v1/api/notices/7');
    expect(buildPath(LESSON_PATH, { unitId: 'kr-e1-1-1' })).toBe('/v1/api/units/kr-e1-1-1/lesson');
  });

  it('encodes what it fills, so a value cannot add a segment or a query', () => {
    expect(buildPath(SUPPORT_PATHS.notice, { id: '../faqs?x=1' })).toBe('/v1/api/notices/..%2Ffaqs%3Fx%3D1');
    expect(buildPath(SUPPORT_PATHS.notice, { id: 'a\u0000b' })).toBe('/v1/api/notices/a%00b');
  });

  it('fills several parameters and leaves a path without any as it is', () => {
    expect(buildPath('/a/:first/b/:second', { first: 1, second: 'two' })).toBe('/a/1/b/two');
    expect(buildPath(SUPPORT_PATHS.notices, {})).toBe('/v1/api/notices');
  });

  it('refuses a missing value at run time as the compiler does', () => {
    // @ts-expect-error: the template needs an id
    expect(() => buildPath(SUPPORT_PATHS.notice, {})).toThrow(':id');
  });
});
