// What the api and the gateway share as servers: the error handler, the logger's common parts, the graceful
// shutdown and the address lists.
export * from './client-address.js';
export * from './errors.js';
export * from './logger.js';
export * from './shutdown.js';
