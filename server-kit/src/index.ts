// What the api and the gateway share as servers: the error handler, the logger's common parts, the graceful
// shutdown, the address lists and a row's fields as a response carries them.
export * from './client-address.js';
export * from './errors.js';
export * from './logger.js';
export * from './shutdown.js';
export * from './wire.js';
