// A graceful shutdown for a service process (close-with-grace): on SIGINT, SIGTERM and the other stopping signals,
// or an uncaught error, stop taking requests, drain those in flight, close what the service opened, and exit; a close
// that outlasts the grace period ends the process anyway.
import closeWithGrace from 'close-with-grace';

/** The part of a pino logger the shutdown writes to. */
export interface ShutdownLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export type ShutdownEvent = closeWithGrace.AllEvents;

export interface ShutdownOptions {
  log: ShutdownLog;
  /** How long the close may take before the process exits with 1. */
  graceMs: number;
  /** Everything to close: the app (which drains its requests), then any other listener. */
  close: () => Promise<unknown>;
  /** Events the service answers itself instead (the gateway reloads its certificate on SIGHUP). */
  skip?: ShutdownEvent[];
}

export interface Shutdown {
  /** Starts the shutdown from the code (as a signal would). */
  close(): void;
  /** Removes the process listeners (for a process that stays up, such as a test). */
  uninstall(): void;
}

export function closeGracefully(options: ShutdownOptions): Shutdown {
  return closeWithGrace(
    {
      delay: options.graceMs,
      logger: false,
      skip: options.skip,
      onTimeout: (delay) => options.log.error({ graceMs: delay }, 'shutdown grace period over; exiting'),
      onSecondSignal: (signal) => options.log.error({ signal }, 'second signal while shutting down; exiting'),
      onSecondError: (err) => options.log.error({ err }, 'another error while shutting down; exiting'),
    },
    async ({ signal, err, manual }) => {
      if (err) options.log.error({ err }, 'uncaught error; shutting down');
      else options.log.info({ signal: signal ?? (manual ? 'manual' : 'exit') }, 'shutting down');
      try {
        await options.close();
      } catch (closeError) {
        options.log.error({ err: closeError }, 'shutdown failed');
        throw closeError;
      }
    },
  );
}
