// `npm run hosts:install`: installs the hosts' runtimes (./runtimes.mjs) when they are missing.
// `npm test` runs it beside the build and the unit tests: a large install beside the browser tests
// would slow them.
import { ensureRuntimes } from './runtimes.mjs';

ensureRuntimes();
