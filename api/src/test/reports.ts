// Finished-test reports of each kind, as the tests module writes them, for tests and benchmarks that need a finished
// test without taking one: the contract's samples, which the web app's tests read too.
export { diagnoseReport, levelReport, satReport } from '@mathbridge/contract/testing';
