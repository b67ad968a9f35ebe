// Server-sent events from a fetch body. The body arrives in chunks cut anywhere (inside a line, inside a UTF-8
// character), so bytes are decoded in stream mode and lines are kept until their end arrives. An event ends at a
// blank line; several `data:` lines join with a newline, as the EventSource standard says.

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds a chunk (bytes or text); complete events go to the callback in order. */
  push(chunk: Uint8Array | string): void;
  /** The body ended: an event that lacked only its closing blank line is still delivered. */
  end(): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  const decoder = new TextDecoder();
  let buffer = '';
  let name = '';
  let data: string[] = [];
  let hasData = false;

  const dispatch = () => {
    if (hasData) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return; // a comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    }
  };

  const drain = () => {
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return;
      line(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  };

  return {
    push(chunk) {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      drain();
    },
    end() {
      buffer += decoder.decode();
      drain();
      if (buffer !== '') line(buffer.replace(/\r$/, ''));
      buffer = '';
      dispatch();
    },
  };
}
