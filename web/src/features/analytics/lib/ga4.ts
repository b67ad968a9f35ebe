// Google Analytics 4, loaded only when VITE_GA_MEASUREMENT_ID is set at build time.
import { appEnv } from '../../../lib/env';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loaded = false;

function ensureLoaded(measurementId: string): Gtag {
  if (!loaded) {
    loaded = true;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    // Page views are sent by the app on each route change, not by gtag on load.
    window.gtag('config', measurementId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  return window.gtag as Gtag;
}

export function sendToGa4(name: string, params: Record<string, unknown>): void {
  const id = appEnv.gaMeasurementId;
  if (!id) return;
  ensureLoaded(id)('event', name, params);
}
