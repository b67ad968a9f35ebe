// The question-sheet translation of a solving screen: one switch between the original and the student's translation
// language, shared by every problem on the screen through a context. Texts are translated when the switch is turned
// on (the whole set at once) and when an explanation appears while it is on. A failure alerts in Korean, (1) or (2),
// and leaves the original on screen.
import { isRightToLeft, needsPageTranslation, QUESTION_SHEET_ALERTS } from '@mathbridge/contract';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { useLanguageStore } from '../../language/stores/language-store';
import { translateTexts } from '../api/translate';
import { translateQuestionSheet } from '../lib/question-sheet';

export interface QuestionSheet {
  /** The language the set can be shown in, or null when there is none (ko, en, or no translation service). */
  target: string | null;
  shown: boolean;
  busy: boolean;
  rtl: boolean;
  /** Shows the translation (translating what is missing first) or the original. */
  show(translated: boolean): void;
  /** The translation of a text, while the translation is shown and the text has one. */
  lookup(text: string): string | undefined;
  /** Translates texts that appear later (an explanation) while the translation is shown. */
  extend(texts: readonly string[]): void;
}

export const QuestionSheetContext = createContext<QuestionSheet | null>(null);

/** The screen's question sheet, or null outside a solving screen. */
export function useQuestionSheetContext(): QuestionSheet | null {
  return useContext(QuestionSheetContext);
}

function alertFailure(failure: 1 | 2): void {
  useAlertStore
    .getState()
    .alert(failure === 1 ? QUESTION_SHEET_ALERTS.failedCall : QUESTION_SHEET_ALERTS.countMismatch);
}

export function useQuestionSheet(texts: readonly string[]): QuestionSheet {
  const languageType = useLanguageStore((s) => s.languageType);
  const translationCode = useLanguageStore((s) => s.translationCode);
  const translationAvailable = useLanguageStore((s) => s.translationAvailable);
  const offered = useLanguageStore((s) => s.offeredCodes);
  const target =
    languageType === 'en' &&
    translationAvailable &&
    needsPageTranslation(translationCode) &&
    (offered?.includes(translationCode) ?? true)
      ? translationCode
      : null;

  const [state, setState] = useState<{ target: string | null; shown: boolean; entries: Map<string, string> }>(() => ({
    target,
    shown: false,
    entries: new Map(),
  }));
  const [busy, setBusy] = useState(false);
  // A language change starts over from the original.
  const current = state.target === target ? state : { target, shown: false, entries: new Map<string, string>() };
  if (current !== state) setState(current);
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const requested = useRef(new Set<string>());

  const fetchMissing = useCallback(async (wanted: readonly string[]): Promise<boolean> => {
    const code = latest.current.target;
    if (!code) return false;
    const missing = [...new Set(wanted)].filter(
      (text) => !latest.current.entries.has(text) && !requested.current.has(`${code}\u0000${text}`),
    );
    if (missing.length === 0) return true;
    for (const text of missing) requested.current.add(`${code}\u0000${text}`);
    const outcome = await translateQuestionSheet(missing, code, translateTexts);
    if (!outcome.ok) {
      for (const text of missing) requested.current.delete(`${code}\u0000${text}`);
      alertFailure(outcome.failure);
      return false;
    }
    setState((previous) =>
      previous.target === code
        ? { ...previous, entries: new Map([...previous.entries, ...outcome.translations]) }
        : previous,
    );
    return true;
  }, []);

  const show = useCallback(
    (translated: boolean) => {
      if (!translated) {
        setState((previous) => ({ ...previous, shown: false }));
        return;
      }
      setBusy(true);
      void fetchMissing(texts).then((ok) => {
        setBusy(false);
        if (ok) setState((previous) => ({ ...previous, shown: true }));
      });
    },
    [fetchMissing, texts],
  );

  const extend = useCallback(
    (more: readonly string[]) => {
      if (latest.current.shown) void fetchMissing(more);
    },
    [fetchMissing],
  );

  const { shown, entries } = current;
  return useMemo(
    () => ({
      target,
      shown: shown && target !== null,
      busy,
      rtl: isRightToLeft(target),
      show,
      lookup: (text: string) => (shown ? entries.get(text) : undefined),
      extend,
    }),
    [target, shown, busy, show, entries, extend],
  );
}
