// The browser entry: device markers, the http client, then the app once its language's texts are in. The course map
// (startup step 1) is requested here, before React starts, so it travels alongside the first screen's code. A page
// drawn at build time (app/prerendered.ts) shows meanwhile.
import { StrictMode } from 'react';
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
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function render() {
  createRoot(root!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// Should the catalogue fail to load (a dropped connection mid-deploy), the app still starts; i18next shows keys.
language.then(render, render);
