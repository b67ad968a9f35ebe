// Page translation (spec §4): 500 ms after a trigger, the texts of elements marked with data-translate are sent for
// translation and replaced in place. Triggers within the wait share one request. The original text is kept on the
// element, so a later target (or en/ko) starts from it again. An element with formulas (KaTeX) is sent with its math
// as \( … \) (which the api keeps out of the translation service), and only its text nodes are replaced: the formulas
// stay the very nodes they were, and a translation whose formulas differ from the original's leaves it as it was.
import { needsPageTranslation, splitMathText } from '@mathbridge/contract';

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
      const source = sources[index] ?? '';
      const text = source.trim() === '' ? source : (translated[index] ?? '');
      const parts = mathParts(element);
      if (parts) {
        if (!replaceAroundMath(parts, text)) return;
      } else {
        element.textContent = text;
      }
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
  const parts = mathParts(element);
  const text = parts ? withMath(parts) : (element.textContent ?? '');
  if (parts) originals.set(element, new Map(parts.gaps.flat().map((node) => [node, node.data])));
  element.setAttribute(SOURCE_ATTRIBUTE, text);
  return text;
}

function restore(element: HTMLElement): void {
  const stored = element.getAttribute(SOURCE_ATTRIBUTE);
  if (stored == null || element.getAttribute(DONE_ATTRIBUTE) == null) return;
  const kept = originals.get(element);
  if (kept) for (const [node, data] of kept) node.data = data;
  else element.textContent = stored;
  element.removeAttribute(DONE_ATTRIBUTE);
}

/** The text nodes between an element's formulas (gaps[i] comes before formula i) and each formula's LaTeX. */
interface MathParts {
  gaps: Text[][];
  math: string[];
}

/** The text of math elements before any translation, node by node, for restoring. */
const originals = new WeakMap<HTMLElement, Map<Text, string>>();

function mathParts(element: HTMLElement): MathParts | null {
  if (!element.querySelector('.katex')) return null;
  const parts: MathParts = { gaps: [[]], math: [] };
  const walk = (node: Node): boolean => {
    for (const child of node.childNodes) {
      if (child instanceof Text) parts.gaps[parts.gaps.length - 1]?.push(child);
      else if (child instanceof Element && child.classList.contains('katex')) {
        const tex = child.querySelector('annotation[encoding="application/x-tex"]')?.textContent;
        if (tex == null) return false;
        parts.math.push(tex);
        parts.gaps.push([]);
      } else if (!walk(child)) return false;
    }
    return true;
  };
  return walk(element) ? parts : null;
}

function withMath(parts: MathParts): string {
  return parts.gaps
    .map(
      (gap, index) =>
        gap.map((node) => node.data).join('') + (index < parts.math.length ? `\\(${parts.math[index]}\\)` : ''),
    )
    .join('');
}

/** Puts translated text into the gaps between the formulas; false (nothing changed) when the formulas differ. */
function replaceAroundMath(parts: MathParts, translated: string): boolean {
  const texts: string[] = [''];
  const math: string[] = [];
  for (const segment of splitMathText(translated)) {
    if (segment.kind === 'math') {
      math.push(segment.value);
      texts.push('');
    } else texts[texts.length - 1] += segment.value;
  }
  if (math.length !== parts.math.length || math.some((tex, index) => tex !== parts.math[index])) return false;
  // A gap without a text node cannot take text without adding nodes React does not know about.
  if (parts.gaps.some((gap, index) => gap.length === 0 && (texts[index] ?? '').trim() !== '')) return false;
  parts.gaps.forEach((gap, index) => {
    gap.forEach((node, position) => {
      node.data = position === 0 ? (texts[index] ?? '') : '';
    });
  });
  return true;
}
