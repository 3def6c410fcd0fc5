import { ChakraProvider } from '@chakra-ui/react';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { system } from '../theme';

/** Providers shared by the prerenderer and the browser; the router goes inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
    </ChakraProvider>
  );
}
