// The browser entry: device markers, the http client, then the app once its language's texts are in. The course map
// (startup step 1) is requested here, before React starts, so it travels alongside the first screen's code.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setUpHttp } from './app/http-setup';
import { trackSessionHint } from './app/first-paint';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { ensureCourseMap } from './features/course/api/get-course-map';
import { useLanguageStore } from './features/language/stores/language-store';
import { markAndroidApp } from './lib/device';
import { loadShellTexts } from './lib/i18n';

markAndroidApp();
setUpHttp();
trackSessionHint();
const queryClient = createQueryClient();
void ensureCourseMap(queryClient);
const language = loadShellTexts(useLanguageStore.getState().languageType);
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
