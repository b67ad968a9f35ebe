import { describe, expect, it } from 'vitest';
import { splitChatMath } from './chat-math';

describe('splitChatMath', () => {
  it('finds inline and display math', () => {
    expect(splitChatMath('So $2x = 8$, then $$x = 4$$ done')).toEqual([
      { kind: 'text', value: 'So ' },
      { kind: 'math', value: '2x = 8', display: false },
      { kind: 'text', value: ', then ' },
      { kind: 'math', value: 'x = 4', display: true },
      { kind: 'text', value: ' done' },
    ]);
  });

  it('leaves an unclosed dollar and an escaped one as text', () => {
    expect(splitChatMath('It costs \\$5 and $x + ')).toEqual([{ kind: 'text', value: 'It costs $5 and $x + ' }]);
  });
});
