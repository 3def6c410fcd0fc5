import { Box, Button, Field, Heading, Text, Textarea } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { siteButton } from '../../content/site-button';

interface Props {
  snippet: string | null;
  copying: boolean;
  copied: boolean;
  onCopy: () => void;
}

/** The code to paste, read-only and whole, and 'Copiar código'. */
export function SiteButtonSnippet({ snippet, copying, copied, onCopy }: Props) {
  return (
    <Box as="section" aria-labelledby="site-button-snippet-heading">
      <Heading id="site-button-snippet-heading" as="h2" fontSize="md" mb="3">
        {siteButton.snippetHeading}
      </Heading>
      {snippet === null ? (
        <Text
          data-testid="site-button-pending"
          fontSize="sm"
          color="fg.muted"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          rounded="md"
          p="4"
          mb="3"
        >
          {siteButton.snippetPending}
        </Text>
      ) : (
        <Field.Root mb="3">
          <Field.Label srOnly>{siteButton.snippetLabel}</Field.Label>
          <Textarea
            readOnly
            value={snippet}
            rows={8}
            fontFamily="mono"
            fontSize="xs"
            bg="bg.subtle"
            wordBreak="break-all"
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field.Root>
      )}
      <Button
        type="button"
        colorPalette="whatsapp"
        size="lg"
        w="full"
        aria-busy={copying}
        onClick={onCopy}
      >
        {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
        {copying ? siteButton.copyingLabel : copied ? siteButton.copiedLabel : siteButton.copyLabel}
      </Button>
    </Box>
  );
}
