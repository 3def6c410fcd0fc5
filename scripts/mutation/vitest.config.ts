import { mergeConfig } from 'vitest/config';
import base from '../../vite.config';

/** The unit tests as `npm run test:unit` runs them, plus the reporter the mutation run needs. */
export default mergeConfig(base, {
  test: {
    reporters: ['default', './scripts/mutation/load-failures-as-failed-tests.ts'],
    // Each file's modules imported afresh, as this run was measured and scored: the shared
    // modules of `npm run test:unit` have not been tried under mutants.
    isolate: true,
  },
});
