// Wires the http client to the app: headers from the stores, the loading counter, token renewal and error display.
import { configureHttp } from '../lib/http';
import { i18n } from '../lib/i18n';
import { alertText } from '../features/feedback/lib/alert-text';
import { useAlertStore } from '../features/feedback/stores/alert-store';
import { useLoadingStore } from '../features/feedback/stores/loading-store';
import { useLanguageStore } from '../features/language/stores/language-store';
import { renewAccessToken } from '../features/session/lib/session-actions';
import { useSessionStore } from '../lib/session-store';

export function setUpHttp(): void {
  configureHttp({
    getTranslationCode: () => useLanguageStore.getState().translationCode,
    getAccessToken: () => useSessionStore.getState().accessToken,
    renewAccessToken,
    onRequestStart: () => useLoadingStore.getState().begin(),
    onRequestEnd: () => useLoadingStore.getState().end(),
    onError: (error, mode) => {
      if (mode === 'alert') useAlertStore.getState().alert(alertText(error, i18n.t));
      // The quieter handler: the server's message, to the console only.
      else console.warn(`Request failed (${error.status}${error.code ? ` ${error.code}` : ''}): ${error.message}`);
    },
  });
}
