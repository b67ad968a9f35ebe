// Types of chromium.mjs, the Chromium launch settings shared by the browser tests and the benchmarks.
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const ignoreCertificateErrors: string;
