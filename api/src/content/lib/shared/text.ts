// Text helpers every kit writes problems with: a bilingual pair and inline math.
import type { Localized } from '../types.js';

/** A Korean and English pair: L('사과', 'apple'). */
export const L = (ko: string, en: string): Localized => ({ ko, en });

/** Inline math: the LaTeX between \( and \). */
export const m = (tex: string | number): string => `\\(${tex}\\)`;
