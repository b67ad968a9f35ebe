// The api scripts' command-line numbers: each refusal names the script and the option, and ends the run.
export interface ScriptArgs {
  /** Prints `<script>: <message>` and exits with status 1. */
  fail(message: string): never;
  /** The option as a whole number of at least `min`; `fallback` when it is not given. */
  wholeNumber(name: string, text: string | undefined, fallback: number, min: number): number;
  /** The option as a number of at least 0; `fallback` when it is not given. */
  nonNegative(name: string, text: string | undefined, fallback: number): number;
}

export function scriptArgs(script: string): ScriptArgs {
  function fail(message: string): never {
    process.stderr.write(`${script}: ${message}\n`);
    process.exit(1);
  }
  return {
    fail,
    wholeNumber(name, text, fallback, min) {
      if (text === undefined) return fallback;
      const value = Number(text);
      if (!Number.isInteger(value) || value < min)
        fail(`--${name} must be a whole number of at least ${min}, got "${text}"`);
      return value;
    },
    nonNegative(name, text, fallback) {
      if (text === undefined) return fallback;
      const value = Number(text);
      if (!(Number.isFinite(value) && value >= 0)) fail(`--${name} must be a number of at least 0, got "${text}"`);
      return value;
    },
  };
}
