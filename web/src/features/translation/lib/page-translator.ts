// Page translation (spec §4): 500 ms after a trigger, the texts of elements marked with data-translate are sent for
// translation and replaced in place. Triggers within the wait share one request. The original text is kept on the
// element, so a later target (or en/ko) starts from it again.
import { needsPageTranslation } from '@mathbridge/contract';

export const TRANSLATE_ATTRIBUTE = 'data-translate';
const SOURCE_ATTRIBUTE = 'data-translate-source';
const DONE_ATTRIBUTE = 'data-translated-to';

export interface PageTranslatorOptions {
  root: ParentNode;
  delayMs: number;
  getTarget(): string | null;
  translate(textList: string[], languageCode: string): Promise<string[]>;
  onFailure(): void;
}

export interface PageTranslator {
  trigger(): void;
  /** Runs the pending translation now (tests, and before the page goes away). */
  flush(): Promise<void>;
  dispose(): void;
}

export function createPageTranslator(options: PageTranslatorOptions): PageTranslator {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    timer = null;
    const target = options.getTarget();
    const elements = [...options.root.querySelectorAll<HTMLElement>(`[${TRANSLATE_ATTRIBUTE}]`)];
    if (!needsPageTranslation(target)) {
      for (const element of elements) restore(element);
      return;
    }
    const pending = elements.filter((element) => element.getAttribute(DONE_ATTRIBUTE) !== target);
    if (pending.length === 0) return;
    const sources = pending.map(sourceText);
    // Empty items are sent as a single space (spec §5), so the answer keeps its positions.
    const textList = sources.map((text) => (text.trim() === '' ? ' ' : text));
    let translated: string[] | null;
    try {
      translated = await options.translate(textList, target);
    } catch {
      translated = null;
    }
    if (!translated || translated.length !== textList.length || options.getTarget() !== target) {
      if (options.getTarget() === target) options.onFailure();
      return;
    }
    pending.forEach((element, index) => {
      element.textContent = sources[index]?.trim() === '' ? (sources[index] ?? '') : (translated[index] ?? '');
      element.setAttribute(DONE_ATTRIBUTE, target);
    });
  };

  return {
    trigger() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        running = running.then(run);
      }, options.delayMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        running = running.then(run);
      }
      await running;
    },
    dispose() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

function sourceText(element: HTMLElement): string {
  const stored = element.getAttribute(SOURCE_ATTRIBUTE);
  if (stored != null) return stored;
  const text = element.textContent ?? '';
  element.setAttribute(SOURCE_ATTRIBUTE, text);
  return text;
}

function restore(element: HTMLElement): void {
  const stored = element.getAttribute(SOURCE_ATTRIBUTE);
  if (stored == null || element.getAttribute(DONE_ATTRIBUTE) == null) return;
  element.textContent = stored;
  element.removeAttribute(DONE_ATTRIBUTE);
}
