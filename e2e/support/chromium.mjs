// The one Chromium the browser tests and the benchmarks drive: Debian's, with the switches that keep it quiet and
// quick on a CI machine (no sandbox in containers, no GPU, no background traffic).

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every launch uses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser-wide trust of the gateway's self-signed certificate, for what a context's ignoreHTTPSErrors does not
 * reach (a service worker's script, Lighthouse's own loads).
 */
export const ignoreCertificateErrors = '--ignore-certificate-errors';
