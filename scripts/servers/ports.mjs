// Every fixed port the project's scripts and tests listen on, in one table.
//
// All sit below 32768, outside the range Linux (32768-60999) and other systems (49152-65535)
// pick their own outgoing connections' ports from. A port in that range can be held by any
// connection the machine makes, or made a minute ago (TIME_WAIT), and a server that needs it
// then fails with "address in use": the browser suite makes thousands of such connections while
// the host check starts its servers.

/** The browser suite's nginx (`E2E_PORT` overrides it); the offline test's copies take the next few. */
export const E2E_PORT = 27813;
/** `npm run bench`: the site, the floor page, Chromium's debugging port, a baseline build. */
export const BENCH_PORTS = { site: 27827, floor: 27828, devtools: 27829, baseline: 27830 };
/** `npm run test:drill`'s browser suite, which may run beside the main one. */
export const DRILL_PORT = 27861;
/** `npm run observatory`. */
export const OBSERVATORY_PORT = 27871;
/** `npm run test:hosts`: nginx and each host's own runtime. */
export const HOSTS_PORTS = { nginx: 27891, cloudflare: 27892, netlify: 27893, netlifyFiles: 27894 };
