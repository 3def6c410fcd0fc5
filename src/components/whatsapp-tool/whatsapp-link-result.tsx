import { Box, Button, Field, Heading, HStack, Textarea } from '@chakra-ui/react';
import { LuCopy, LuExternalLink } from 'react-icons/lu';
import { whatsappTool } from '../../content/whatsapp-tool';
import { LinkButton } from '../ui/link-button';

interface Props {
  link: string;
  /** The clipboard is still working on the last 'Copiar'. */
  copying: boolean;
  onCopy: () => void;
}

/** The generated link, with copy and a real link to try it (a popup after an await gets blocked). */
export function WhatsAppLinkResult({ link, copying, onCopy }: Props) {
  return (
    <Box
      as="section"
      aria-labelledby="whatsapp-result-heading"
      borderWidth="1px"
      borderColor="whatsapp.500/40"
      bg="whatsapp.subtle"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading id="whatsapp-result-heading" as="h2" fontSize="md" mb="3">
        {whatsappTool.resultHeading}
      </Heading>
      <Field.Root mb="4">
        <Field.Label srOnly>{whatsappTool.resultLinkLabel}</Field.Label>
        <Textarea
          readOnly
          value={link}
          autoresize
          rows={1}
          fontFamily="mono"
          fontSize="sm"
          bg="bg"
          wordBreak="break-all"
          onFocus={(e) => e.currentTarget.select()}
        />
      </Field.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="whatsapp" onClick={onCopy} flex="1" minW="32" aria-busy={copying}>
          <LuCopy aria-hidden />
          {copying ? whatsappTool.copyingLabel : whatsappTool.copyLabel}
        </Button>
        <LinkButton
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          flex="1"
          minW="32"
        >
          <LuExternalLink aria-hidden />
          {whatsappTool.testLabel}
        </LinkButton>
      </HStack>
    </Box>
  );
}
