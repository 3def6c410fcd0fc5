import { Box, Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { memo, type Ref } from 'react';
import { LuEraser, LuLink } from 'react-icons/lu';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { characterCount } from '../../domain/whatsapp-markup';

// The form's parts that do not follow the phone number, memoised: every keystroke in the number
// re-renders the form, and each Chakra part re-resolves its styles when it renders (the whole form
// took 60-200 ms a keystroke at 4× CPU). Their callbacks must be stable for memo to hold.

interface MessageFieldProps {
  message: string;
  onChange: (value: string) => void;
  ref: Ref<HTMLTextAreaElement>;
}

/** The optional message and its character counter. */
export const MessageField = memo(function MessageField({
  message,
  onChange,
  ref,
}: MessageFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{whatsappLinkCreator.messageLabel}</Field.Label>
      <Textarea
        ref={ref}
        name="message"
        rows={4}
        size="lg"
        autoresize
        maxH="60"
        placeholder={whatsappLinkCreator.messagePlaceholder}
        value={message}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <HStack justify="space-between" w="full" gap="3" flexWrap="wrap">
        <Field.HelperText>
          {whatsappLinkCreator.messageCounter(characterCount(message))}
        </Field.HelperText>
      </HStack>
    </Field.Root>
  );
});

/** Ready-made messages, each put in the message field with one press (see `withQuickMessage`). */
export const QuickMessages = memo(function QuickMessages({
  onPick,
}: {
  onPick: (text: string) => void;
}) {
  return (
    <Box>
      <Text id="quick-messages-label" fontSize="sm" color="fg.muted" mb="2">
        {whatsappLinkCreator.quickMessagesLabel}
      </Text>
      <HStack role="group" aria-labelledby="quick-messages-label" gap="2" flexWrap="wrap">
        {whatsappLinkCreator.quickMessages.map((quick) => (
          <Button
            key={quick.label}
            type="button"
            size="xs"
            variant="subtle"
            rounded="full"
            onClick={() => onPick(quick.text)}
          >
            {quick.label}
          </Button>
        ))}
      </HStack>
    </Box>
  );
});

/** GERAR LINK (the form's submit) and LIMPAR. */
export const FormActions = memo(function FormActions({ onClear }: { onClear: () => void }) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button type="submit" colorPalette="whatsapp" size="lg" flex="1" minW="44">
        <LuLink aria-hidden />
        {whatsappLinkCreator.generateLabel}
      </Button>
      {/* A reset button: before the app is live the browser clears the form itself, at once. Once
          it is, the machine does (and keeps the chosen country), not the browser. */}
      <Button
        type="reset"
        variant="outline"
        size="lg"
        onClick={(event) => {
          event.preventDefault();
          onClear();
        }}
      >
        <LuEraser aria-hidden />
        {whatsappLinkCreator.clearLabel}
      </Button>
    </HStack>
  );
});
