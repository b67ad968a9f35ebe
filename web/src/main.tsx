// The browser entry: device markers, the http client, then the app once its language's texts are in. The course map
// (startup step 1) is requested here, before React starts, so it travels alongside the first screen's code. A page
// drawn at build time (app/prerendered.ts) shows meanwhile. Each step is a task of its own and the first render is a
// transition (React renders it in short slices), so a slow phone can answer a tap at any point of the startup.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setUpHttp } from './app/http-setup';
import { trackSessionHint } from './app/first-paint';
import { dropPrerendered, prerenderedLanguage } from './app/prerendered';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { ensureCourseMap } from './features/course/api/get-course-map';
import { useLanguageStore } from './features/language/stores/language-store';
import { useThemeStore } from './features/theme/stores/theme-store';
import { markAndroidApp } from './lib/device';
import { loadShellTexts } from './lib/i18n';

markAndroidApp();
setUpHttp();
trackSessionHint();
const queryClient = createQueryClient();
void ensureCourseMap(queryClient);
const languageType = useLanguageStore.getState().languageType;
const language = loadShellTexts(languageType);
// The page drawn at build time shows one language in the default theme: for another, the app draws alone.
const drawn = prerenderedLanguage();
if (drawn && (drawn !== languageType || useThemeStore.getState().theme !== 'default')) dropPrerendered();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Lets the browser run what waits (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  // The router starts loading the first screen's code at once, while the texts are still on their way.
  const router = createAppRouter();
  // Should the catalogue fail to load (a dropped connection mid-deploy), the app still starts; i18next shows keys.
  await language.catch(() => undefined);
  await nextTask();
  const reactRoot = createRoot(root!);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

void start();
