/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** GA4 measurement id; analytics go to GA4 only when it is set. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Milliseconds between activity pings of a logged-in user (default: the contract's 5 minutes). */
  readonly VITE_ACTIVE_PING_INTERVAL_MS?: string;
  /** Where the footer's company link goes (default: the product preview). */
  readonly VITE_COMPANY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
