import { chakra, Fieldset, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Choice } from '../../content/site-button';

/**
 * Native radios and checkboxes, in the theme's accent: they work before the app is live (what is
 * picked then is read back at hydration), and each is a real labelled control.
 */
export const NativeCheck = chakra('input', {
  base: { w: '5', h: '5', accentColor: 'brand.500', flex: 'none', cursor: 'pointer' },
});

const ChoiceLabel = chakra('label', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    cursor: 'pointer',
    fontSize: 'sm',
  },
});

interface RadioChoicesProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice of a few, as native radios in a fieldset named by its legend. */
export function RadioChoices<T extends string>(props: RadioChoicesProps<T>) {
  const { legend, name, choices, value, onChange } = props;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <HStack gap="5" flexWrap="wrap" rowGap="0">
        {choices.map((choice) => (
          <ChoiceLabel key={choice.value}>
            <NativeCheck
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </ChoiceLabel>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

interface CheckFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said below the label. */
  helper?: ReactNode;
}

/** A checkbox with its label and, optionally, a line about it. */
export function CheckField({ name, label, checked, onChange, helper }: CheckFieldProps) {
  return (
    <Stack gap="0">
      <ChoiceLabel>
        <NativeCheck
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        {label}
      </ChoiceLabel>
      {helper}
    </Stack>
  );
}
