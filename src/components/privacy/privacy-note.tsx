import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuShieldCheck } from 'react-icons/lu';
import { privacyLinks } from '../../content/privacy-links';

/**
 * One line under the tool's form: what it does with the visitor's data, and where to read more.
 * The notice is a content page, its own document (as from the footer): rendered by the app, it
 * opened where the tool had been scrolled to, its reader dropped mid-text.
 */
export function PrivacyNote() {
  return (
    <Text color="fg.muted" fontSize="sm" mt="4" display="flex" alignItems="center" gap="2">
      <LuShieldCheck aria-hidden />
      <span>
        {privacyLinks.toolNote}{' '}
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/privacidade" reloadDocument>
            {privacyLinks.linkLabel}
          </Link>
        </ChakraLink>
      </span>
    </Text>
  );
}
