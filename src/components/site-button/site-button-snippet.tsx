import { Box, Button, Field, Heading, Text, Textarea } from '@chakra-ui/react';
import { type ReactNode, type Ref, useId } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { siteButton } from '../../content/site-button';

interface Props {
  snippet: string | null;
  /** The last snippet made, on show (said to be the last valid one) while there are problems. */
  lastSnippet: string | null;
  /** What stops the snippet, while there is none to show yet. */
  pending: string;
  /** Over the button: the question about a doubtful number, when it is asked. */
  check?: ReactNode;
  copying: boolean;
  copied: boolean;
  onCopy: () => void;
  copyRef?: Ref<HTMLButtonElement>;
}

/** The code to paste, read-only and whole, and 'Copiar código'. */
export function SiteButtonSnippet(props: Props) {
  const { snippet, lastSnippet, pending, check, copying, copied, onCopy, copyRef } = props;
  const lastValidNote = useId();
  const shown = snippet ?? lastSnippet;
  return (
    <Box as="section" aria-labelledby="site-button-snippet-heading">
      <Heading id="site-button-snippet-heading" as="h2" fontSize="md" mb="3">
        {siteButton.snippetHeading}
      </Heading>
      {shown === null ? (
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
          {pending}
        </Text>
      ) : (
        <Field.Root mb="3">
          <Field.Label srOnly>{siteButton.snippetLabel}</Field.Label>
          {snippet === null && (
            <Text
              id={lastValidNote}
              data-testid="site-button-last-valid"
              fontSize="sm"
              color="fg.warning"
              mb="1"
            >
              {siteButton.snippetLastValid}
            </Text>
          )}
          <Textarea
            readOnly
            value={shown}
            rows={8}
            textStyle="code"
            fontSize="xs"
            bg="bg.subtle"
            wordBreak="break-all"
            spellCheck={false}
            opacity={snippet === null ? 0.7 : 1}
            aria-describedby={snippet === null ? lastValidNote : undefined}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field.Root>
      )}
      {check}
      <Button
        ref={copyRef}
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
