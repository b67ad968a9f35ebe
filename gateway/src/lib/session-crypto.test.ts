import * as Iron from '@hapi/iron';
import { describe, expect, it } from 'vitest';
import { tokenPair } from '../test/tokens.js';
import { SessionSealer } from './session-crypto.js';

const OLD = 'old-secret-'.padEnd(40, 'o');
const NEW = 'new-secret-'.padEnd(40, 'n');

describe('the session sealer', () => {
  it('seals the token pair with iron so that neither token can be read, and opens it again', async () => {
    const pair = tokenPair('student-7');
    const sealed = await new SessionSealer([NEW]).seal(pair);
    expect(sealed.startsWith('Fe26.2*')).toBe(true);
    expect(sealed).not.toContain(pair.accessToken.split('.')[1]);
    expect(sealed).not.toContain(pair.refreshToken);
    expect(await new SessionSealer([NEW]).open(sealed)).toEqual(pair);
  });

  it('rotates secrets: the first seals, every listed one opens, and a dropped one no longer does', async () => {
    const pair = tokenPair('student-8');
    const before = await new SessionSealer([OLD]).seal(pair);
    const rotated = new SessionSealer([NEW, OLD]);
    expect(await rotated.open(before)).toEqual(pair);
    const after = await rotated.seal(pair);
    expect(await new SessionSealer([NEW]).open(after)).toEqual(pair);
    // The sealed value names its secret, so the order of the list does not matter for opening.
    expect(await new SessionSealer([OLD, NEW]).open(after)).toEqual(pair);
    expect(await new SessionSealer([NEW]).open(before)).toBeNull();
  });

  it('refuses altered, foreign and malformed values', async () => {
    const sealer = new SessionSealer([NEW]);
    const sealed = await sealer.seal(tokenPair('student-9'));
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await sealer.open(altered)).toBeNull();
    expect(await sealer.open('Fe26.2**nonsense')).toBeNull();
    expect(await sealer.open('')).toBeNull();
    // Sealed with the right secret but not a token pair.
    const other = await Iron.seal({ hello: 'world' }, { id: 'x', secret: NEW }, Iron.defaults);
    expect(await sealer.open(other)).toBeNull();
  });
});
