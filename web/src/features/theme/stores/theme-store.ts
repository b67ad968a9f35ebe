// The chosen theme, kept in storage by its value (index in THEMES; dark is 5) so it survives a reload.
import { STORAGE_KEYS, THEMES, type ThemeName } from '@mathbridge/contract';
import { create } from 'zustand';
import { readStorage, writeStorage } from '../../../lib/storage';

export function themeValue(name: ThemeName): number {
  return THEMES.indexOf(name);
}

/** Reads a stored value ('5') or name ('dark'); anything else is the default theme. */
export function parseStoredTheme(raw: string | null): ThemeName {
  if (raw == null) return 'default';
  const byValue = /^\d+$/.test(raw) ? THEMES[Number(raw)] : undefined;
  if (byValue) return byValue;
  return THEMES.includes(raw as ThemeName) ? (raw as ThemeName) : 'default';
}

interface ThemeState {
  theme: ThemeName;
  setTheme(theme: ThemeName): void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: parseStoredTheme(readStorage(STORAGE_KEYS.theme)),
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.theme, String(themeValue(theme)));
    set({ theme });
  },
}));
