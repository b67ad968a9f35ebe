// Everything the screens rely on: text catalogues, the theme, the query client.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useLanguageStore } from '../features/language/stores/language-store';
import { forgetOnStudentChange } from '../features/session/lib/forget-student-data';
import { createAppTheme } from '../features/theme/lib/create-app-theme';
import { useThemeStore } from '../features/theme/stores/theme-store';
import { initI18n } from '../lib/i18n';
import { loadKoreanFont } from '../lib/korean-font';
import { rememberPaintLanguage, rememberPaintTheme } from './prerendered';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

/** What a page needs around it: the texts, the theme with its baseline, the query client. */
export function Providers({
  i18n,
  theme,
  client,
  children,
}: {
  i18n: I18n;
  theme: Theme;
  client: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [i18n] = useState(() => initI18n(useLanguageStore.getState().languageType));
  const themeName = useThemeStore((s) => s.theme);
  const theme = useMemo(() => createAppTheme(themeName), [themeName]);
  useEffect(() => forgetOnStudentChange(client), [client]);
  useEffect(() => rememberPaintTheme(themeName), [themeName]);
  // The Korean font's stylesheets (two long lists of faces) load once the page shows Korean, not on an English one.
  // Not awaited: until the font arrives (or if it never does), Korean shows in the device's own font.
  useEffect(() => {
    const loadFor = (language: string) => {
      rememberPaintLanguage(language);
      if (language === 'ko') void loadKoreanFont().catch(() => undefined);
    };
    loadFor(i18n.language);
    i18n.on('languageChanged', loadFor);
    return () => i18n.off('languageChanged', loadFor);
  }, [i18n]);
  return (
    <Providers i18n={i18n} theme={theme} client={client}>
      {children}
    </Providers>
  );
}
