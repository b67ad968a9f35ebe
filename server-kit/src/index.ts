// What the api and the gateway share as servers.
export {};
