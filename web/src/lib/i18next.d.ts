// Types t() against the English catalogue, so an unknown key fails the typecheck.
import 'i18next';
import type { Catalogue } from './i18n-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
