// Sample data for tests on either side of the api, typed and checked by the contract (`@mathbridge/contract/testing`;
// never imported by app code).
export * from './reports.js';
