import { mergeConfig } from 'vitest/config';
import base from '../../vite.config';

/** The unit tests as `npm run test:unit` runs them, plus the reporter the mutation run needs. */
export default mergeConfig(base, {
  test: {
    reporters: ['default', './scripts/mutation/load-failures-as-failed-tests.ts'],
  },
});
