import { ChakraProvider } from '@chakra-ui/react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { appSystem } from '../theme';

/**
 * framer-motion's features load apart, once the app runs: an `m` component renders at once, and
 * animates from then on.
 */
const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

/** Providers shared by the prerenderer and the browser; the router goes inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </ChakraProvider>
  );
}
