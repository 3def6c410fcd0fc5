import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Offline development: the same stand-ins the tests use, served by a service worker. */
export async function startMockWorker(): Promise<void> {
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true });
}
