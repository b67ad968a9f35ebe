// The language-model engine: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
// llama.cpp's server), read as a stream of `data: {...}` chunks ending with `data: [DONE]`.
import type { ChatModelConfig } from '../../config/env.js';

export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why the model gave no (complete) answer: the built-in tutor takes over for all of these. */
export type ModelFailureKind = 'status' | 'connection' | 'cut' | 'timeout';

export class ModelFailure extends Error {
  constructor(
    readonly kind: ModelFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelFailure';
  }
}

/** One `data:` line's text, or null for lines that carry none (comments, role-only chunks). */
function contentOf(data: string): string | null {
  try {
    const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
    const content = chunk.choices?.[0]?.delta?.content;
    return typeof content === 'string' && content !== '' ? content : null;
  } catch {
    return null;
  }
}

/**
 * Streams the reply's text as it comes. `signal` stops the call (the upstream connection is closed); the caller tells
 * a timeout from the student's stop by its own reason. Throws a ModelFailure for an error status, a failed
 * connection, or a stream that ends before `[DONE]`.
 */
export async function* streamCompletion(
  config: ChatModelConfig,
  messages: readonly ModelMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0.3 }),
      signal,
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new ModelFailure('connection', `the model could not be reached: ${(err as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new ModelFailure('status', `the model answered ${response.status}`, response.status);
  }

  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let buffered = '';
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (err) {
        if (signal.aborted) throw err;
        throw new ModelFailure('cut', `the model's stream broke off: ${(err as Error).message}`);
      }
      if (chunk.done) break;
      buffered += decoder.decode(chunk.value, { stream: true });
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const text = contentOf(data);
        if (text !== null) yield text;
      }
    }
  } finally {
    reader.releaseLock();
    if (!signal.aborted) await response.body.cancel().catch(() => undefined);
  }
  throw new ModelFailure('cut', 'the model stream ended before [DONE]');
}
