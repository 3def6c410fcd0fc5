import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../components/privacy/privacy-page';
import { pagesSeo, siteIdentity } from '../content/seo';
import { pageHead } from '../domain/seo/page-head';

export const Route = createFileRoute('/privacidade')({
  head: () => pageHead(pagesSeo.privacy, siteIdentity),
  component: PrivacyPage,
});
