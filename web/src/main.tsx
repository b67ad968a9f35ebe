// The browser entry: device markers, the http client, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setUpHttp } from './app/http-setup';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { markAndroidApp } from './lib/device';

markAndroidApp();
setUpHttp();
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
