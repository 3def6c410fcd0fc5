import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../components/landing/landing-page';
import { pagesSeo, siteIdentity } from '../content/seo';
import { pageHead } from '../domain/seo/page-head';

export const Route = createFileRoute('/')({
  head: () => pageHead(pagesSeo.home, siteIdentity),
  component: LandingPage,
  staticData: {
    dialogs: () =>
      import('../components/landing/landing-dialogs').then((module) => module.LandingDialogs),
  },
});
