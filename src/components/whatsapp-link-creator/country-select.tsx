import { Box, chakra, Field, useRecipe } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { COUNTRIES, type CountryIso, isCountryIso } from '../../domain/countries';

/** The picker's field name: each tool's form reads by it a country picked before the app ran. */
export const COUNTRY_FIELD = 'country';

interface Props {
  value: CountryIso;
  onChange: (iso: CountryIso) => void;
}

/**
 * The country picker: a native select (the phone's own picker on touch screens), dressed by the
 * theme's input recipe so it needs no recipe of its own. Memoised: its options are many Chakra
 * parts, and the number's keystrokes re-render the form around it.
 */
export const CountrySelect = memo(function CountrySelect({ value, onChange }: Props) {
  const input = useRecipe({ key: 'input' });
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{whatsappLinkCreator.countryLabel}</Field.Label>
      <Box position="relative" w="full">
        <chakra.select
          id={id}
          css={input({ size: 'lg' })}
          appearance="none"
          pe="10"
          name={COUNTRY_FIELD}
          value={value}
          onChange={(e) => {
            const iso = e.currentTarget.value;
            if (isCountryIso(iso)) onChange(iso);
          }}
        >
          {COUNTRIES.map(({ iso, callingCode }) => (
            <chakra.option key={iso} value={iso} bg="bg.panel">
              {`${whatsappLinkCreator.countryNames[iso]} (+${callingCode})`}
            </chakra.option>
          ))}
        </chakra.select>
        <Box
          as={LuChevronDown}
          aria-hidden
          position="absolute"
          insetEnd="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
          color="fg.muted"
        />
      </Box>
    </Field.Root>
  );
});
