import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parseAll(chunks: (string | Uint8Array)[], end = true): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  if (end) parser.end();
  return events;
}

const wire = 'event: start\ndata: {"messageId":"m1","engine":"basic"}\n\nevent: delta\ndata: {"text":"Try $x$"}\n\n';

describe('createSseParser', () => {
  it('reads whole events', () => {
    expect(parseAll([wire])).toEqual([
      { event: 'start', data: '{"messageId":"m1","engine":"basic"}' },
      { event: 'delta', data: '{"text":"Try $x$"}' },
    ]);
  });

  it('gives the same events however the body is cut', () => {
    const whole = parseAll([wire]);
    for (let cut = 1; cut < wire.length; cut += 1) {
      expect(parseAll([wire.slice(0, cut), wire.slice(cut)])).toEqual(whole);
    }
    expect(parseAll(wire.split(''))).toEqual(whole);
  });

  it('decodes a UTF-8 character cut between chunks', () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"힌트예요"}\n\n');
    const events = parseAll([bytes.slice(0, 22), bytes.slice(22, 23), bytes.slice(23)]);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"힌트예요"}' }]);
  });

  it('joins several data lines with a newline and accepts CRLF', () => {
    expect(parseAll(['event: delta\r\ndata: one\r', '\ndata: two\r\n\r\n'])).toEqual([
      { event: 'delta', data: 'one\ntwo' },
    ]);
  });

  it('skips comments, names an unnamed event message, and waits for the blank line', () => {
    expect(parseAll([': keep-alive\n\ndata: x\n\nevent: done\ndata: y\n'], false)).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });

  it('delivers an event that lacked only its blank line when the body ends', () => {
    expect(parseAll(['event: done\ndata: y'])).toEqual([{ event: 'done', data: 'y' }]);
  });
});
