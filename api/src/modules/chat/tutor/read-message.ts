// Finds the math in a chat message (2x = 8 so x = 3, x+3=7 이므로 x=4, solve 3x+5=20) and reads it with the
// grader's tree reader, chunk by chunk, the words around it dropped.
import { readTree, type MathNode } from '../../../content/grading/math-tree.js';
import { plainCharacters } from '../../../content/grading/read.js';

export type Statement =
  | { kind: 'equation'; lhs: MathNode; rhs: MathNode; latex: string }
  | { kind: 'expression'; node: MathNode; latex: string };

/** Words that join steps: 2x = 8 so x = 3. A comma joins them too, unless it groups thousands (1,000). */
const JOINERS =
  /\s+(?:so|then|therefore|thus|hence|and|gives|means|which gives)\s+|이므로|이니까|니까|그러면|그래서|따라서|그러니까|→|⇒|=>|->|;|\n|,(?!\d{3}(?!\d))/i;
const KEEP_WORDS = new Set(['sqrt', 'pi']);

/** The math of one chunk as text: Korean, English words and punctuation taken out. */
function mathText(chunk: string): string {
  return chunk
    .replace(/\b[a-zA-Z]+['’][a-zA-Z]+\b/g, ' ')
    .replace(/\b(?:I|a)\s+(?=[a-zA-Z]{2,})/g, ' ')
    .replace(/(?<!\\)\b[a-zA-Z]{2,}\b/g, (word) => (KEEP_WORDS.has(word.toLowerCase()) ? word : ' '))
    .replace(/[\uac00-\ud7a3\u3131-\u318e]+/g, ' ')
    .replace(/[?!"'“”‘’:~]/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function read(text: string): MathNode | undefined {
  // Letters alone (a stray word left after the others were dropped) are no math to read.
  if (!/\d|[-+*/×÷^=√π\\]/.test(text)) return undefined;
  try {
    return readTree(plainCharacters(text));
  } catch {
    return undefined;
  }
}

/** Math as it is shown back: the student's own writing, with * and × as a dot. */
function display(text: string): string {
  return plainCharacters(text)
    .replace(/\*|×|·/g, ' \\cdot ')
    .replace(/÷/g, ' \\div ')
    .replace(/\s+/g, ' ')
    .trim();
}

function statementsOf(node: MathNode, text: string): Statement[] | undefined {
  if (node.t === 'rel') {
    if (node.ops.some((op) => op !== '=')) return undefined;
    const sides = display(text)
      .split('=')
      .map((side) => side.trim());
    if (node.parts.length === 2 && sides.length === 2) {
      return [
        { kind: 'equation', lhs: node.parts[0] as MathNode, rhs: node.parts[1] as MathNode, latex: sides.join(' = ') },
      ];
    }
    // 2(x+3) - 4x = 2x + 6 - 4x = -2x + 6: a chain of expressions, each equal to the one before.
    if (sides.length !== node.parts.length) return undefined;
    return node.parts.map((part, index) => ({
      kind: 'expression',
      node: part,
      latex: (sides[index] as string).trim(),
    }));
  }
  if (node.t === 'list' || node.t === 'tuple') return undefined;
  return [{ kind: 'expression', node, latex: display(text) }];
}

/** The math statements of a message in order, or undefined when some math in it cannot be read. */
export function readStatements(message: string): Statement[] | undefined {
  const unwrapped = message.replace(/\$\$?|\\\(|\\\)|\\\[|\\\]/g, ' ');
  const statements: Statement[] = [];
  for (const chunk of unwrapped.split(JOINERS)) {
    if (chunk === undefined) continue;
    const text = mathText(chunk);
    if (text === '') continue;
    const node = read(text);
    const found = node && statementsOf(node, text);
    if (!found) return undefined;
    statements.push(...found);
  }
  return statements;
}

/** Explanation text with the content's \( … \) and \[ … \] written as the chat's $…$ and $$…$$. */
export function chatMath(text: string): string {
  return text
    .replace(/\\\[([\s\S]*?)\\\]/g, (_match, inner: string) => `$$${inner.trim()}$$`)
    .replace(/\\\(([\s\S]*?)\\\)/g, (_match, inner: string) => `$${inner.trim()}$`);
}
