import { CHROMELESS_PATHS, isChromeHidden } from '@mathbridge/contract';
import { describe, expect, it } from 'vitest';
import { bottomTabFor, topBarType } from './chrome';

describe('top bar type', () => {
  it.each(CHROMELESS_PATHS)('is none on the listed path %s', (path) => {
    expect(topBarType(path)).toBe('none');
  });

  it.each(['/sample/preVer2', '/sample/test/workbookSat', '/callback/kakao', '/callback/google', '/callback/x/y'])(
    'is none when the first segment is sample or callback: %s',
    (path) => expect(topBarType(path)).toBe('none'),
  );

  it.each(['/solve/test/one/workbook', '/solve/test/diagnose/workbook', '/a/b/c/workbook', '/workbook/a/b/c'])(
    'is none on 4+ segments with a workbook segment: %s',
    (path) => expect(topBarType(path)).toBe('none'),
  );

  it('keeps the chrome on 3-segment workbook paths and on near misses', () => {
    expect(isChromeHidden('/solve/one/workbook')).toBe(false);
    expect(topBarType('/solve/one/workbook')).toBe('workTopBar');
    expect(topBarType('/solve/diagnose/workbook')).toBe('workTopBar');
    expect(topBarType('/solve/test/one/workbookv2')).toBe('workTopBar');
    expect(topBarType('/solve/test/one/workbook_quest')).toBe('workTopBar');
    expect(topBarType('/solve/test/list')).toBe('solveTopBar');
    expect(topBarType('/solve/one')).toBe('solveTopBar');
    expect(topBarType('/study/learning')).toBe('topBar');
    expect(topBarType('/user/login/')).toBe('topBar');
  });

  it.each([
    '/',
    '/preview',
    '/main',
    '/healthcheck',
    '/more',
    '/study',
    '/analytics/record',
    '/report',
    '/user/webview',
  ])('is topBar on %s', (path) => expect(topBarType(path)).toBe('topBar'));
});

describe('bottom bar tab', () => {
  it('follows the first path segment', () => {
    expect(bottomTabFor('/')).toBe('home');
    expect(bottomTabFor('/study')).toBe('learning');
    expect(bottomTabFor('/study/chat')).toBe('learning');
    expect(bottomTabFor('/analytics/record')).toBe('analytics');
    expect(bottomTabFor('/more/settings')).toBe('more');
    expect(bottomTabFor('/solve/one')).toBe('solve');
    expect(bottomTabFor('/preview')).toBe(false);
  });
});
