import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { Fragment, memo, type ReactNode } from 'react';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { type MarkupNode, parseMarkup } from '../../domain/whatsapp-markup';

const STYLE_TAGS = { bold: 'strong', italic: 'em', strike: 's', mono: 'code' } as const;

function renderNodes(nodes: readonly MarkupNode[]): ReactNode {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    const Tag = STYLE_TAGS[node.style];
    return node.style === 'mono' ? (
      <chakra.code key={index} textStyle="code" fontSize="0.9em">
        {renderNodes(node.children)}
      </chakra.code>
    ) : (
      <Tag key={index}>{renderNodes(node.children)}</Tag>
    );
  });
}

/**
 * The message as WhatsApp's chat bubble shows it: its formatting marks applied, lines kept.
 * Memoised: it follows the message, not the phone number's keystrokes.
 */
export const MessagePreview = memo(function MessagePreview({ message }: { message: string }) {
  const empty = message.trim() === '';
  return (
    <Box as="section" aria-labelledby="whatsapp-preview-heading">
      <Heading id="whatsapp-preview-heading" as="h2" fontSize="sm" color="fg.muted" mb="2">
        {whatsappLinkCreator.previewHeading}
      </Heading>
      <Box bg="bg.subtle" rounded="xl" p="3" display="flex" justifyContent="flex-end">
        <Box
          data-testid="message-bubble"
          bg="whatsapp.muted"
          color="fg"
          px="3"
          py="2"
          rounded="lg"
          roundedTopRight="none"
          maxW="85%"
          fontSize="sm"
          overflowWrap="anywhere"
          shadow="sm"
        >
          {empty ? (
            <Text color="fg.muted" fontStyle="italic">
              {whatsappLinkCreator.previewEmpty}
            </Text>
          ) : (
            parseMarkup(message).map((line, index) => (
              <Text key={index} minH="1lh">
                {renderNodes(line)}
              </Text>
            ))
          )}
        </Box>
      </Box>
    </Box>
  );
});
