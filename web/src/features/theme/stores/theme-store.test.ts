import { STORAGE_KEYS, THEMES } from '@mathbridge/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from '../lib/create-app-theme';
import { parseStoredTheme, themeValue } from './theme-store';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('theme persistence', () => {
  it('stores the theme by its value, dark being 5', async () => {
    const { useThemeStore } = await import('./theme-store');
    useThemeStore.getState().setTheme('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('5');
    expect(themeValue('dark')).toBe(5);
  });

  it('comes back after a reload', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, String(THEMES.indexOf('amber')));
    const { useThemeStore } = await import('./theme-store');
    expect(useThemeStore.getState().theme).toBe('amber');
  });

  it('falls back to default for anything it does not know', () => {
    expect(parseStoredTheme(null)).toBe('default');
    expect(parseStoredTheme('42')).toBe('default');
    expect(parseStoredTheme('neon')).toBe('default');
    expect(parseStoredTheme('green')).toBe('green');
  });
});

describe('theme palettes', () => {
  it('uses the dark palette for dark and the light one for the others, with the spec colours', () => {
    const dark = createAppTheme('dark');
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.default).toBe('#2D3032');
    for (const name of THEMES.filter((t) => t !== 'dark')) {
      const theme = createAppTheme(name);
      expect(theme.palette.mode).toBe('light');
      expect(theme.palette.background.default).toBe('#F9F9F9');
      expect(theme.palette.secondary.main).toBe('#22D0DB');
      expect(theme.palette.success.main).toBe('#21BE8F');
      expect(theme.palette.info.main).toBe('#38C7F4');
      expect(theme.palette.warning.main).toBe('#FFD84F');
      expect(theme.palette.error.main).toBe('#F36F52');
    }
    expect(createAppTheme('default').palette.primary.main).toBe('#24A3FF');
  });
});

describe('readable text', () => {
  it.each(THEMES)('keeps primary text and filled buttons at 4.5:1 or better in the %s theme', (name) => {
    const theme = createAppTheme(name);
    const paper = name === 'dark' ? theme.palette.background.paper : theme.palette.background.default;
    expect(getContrastRatio(theme.palette.primary.dark, paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.palette.success.dark, paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(theme.palette.error.dark, paper)).toBeGreaterThanOrEqual(4.5);
    const filled = name === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark;
    expect(getContrastRatio(filled, theme.palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
  });
});
