import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { LINK_OPENINGS, type LinkOpening } from '../../domain/whatsapp-link';

interface Props {
  value: LinkOpening;
  onChange: (opening: LinkOpening) => void;
}

/**
 * 'No computador, o link abre:', as native radios. Memoised: 'Copiar' re-renders the panel, not
 * the choice.
 */
export const OpensInChoice = memo(function OpensInChoice({ value, onChange }: Props) {
  const name = useId();
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="2">
        {whatsappLinkCreator.opensInLegend}
      </chakra.legend>
      <Stack gap="1">
        {LINK_OPENINGS.map((opening) => (
          <HStack key={opening} as="label" gap="2" fontSize="sm" cursor="pointer" w="fit-content">
            <chakra.input
              type="radio"
              name={name}
              value={opening}
              checked={value === opening}
              onChange={() => onChange(opening)}
              accentColor="whatsapp.solid"
              boxSize="4"
              m="0"
              focusVisibleRing="outside"
              focusRingColor="whatsapp.focusRing"
            />
            {whatsappLinkCreator.opensInOptions[opening]}
          </HStack>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {whatsappLinkCreator.opensInNote}
      </Text>
    </chakra.fieldset>
  );
});
