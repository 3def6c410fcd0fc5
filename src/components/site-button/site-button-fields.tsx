import { Box, Button, chakra, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { siteButton } from '../../content/site-button';
import { isCountryIso, type CountryIso } from '../../domain/countries';
import { normaliseColor } from '../../domain/css-color';
import { SITE_BUTTON_LIMITS } from '../../domain/site-button-limits';
import { SITE_BUTTON_SWATCHES, type SiteButtonSwatch } from '../../theme/site-button-swatches';
import { CountrySelect } from '../whatsapp-link-creator/country-select';
import { CheckField, RadioChoices } from './choice-fields';
import { type FieldsProps, problemField } from './field-props';
import { HoursFields } from './hours-fields';
import { AppearFields, ReachFields, WidgetFields } from './widget-fields';

/** The form, in the order a business thinks about its button. */
export function SiteButtonFields({ form, shown, onChange, phoneNotes }: FieldsProps) {
  const swatchLabel = useId();
  return (
    <Stack gap="5">
      <CountrySelect
        value={form.country}
        onChange={(iso: CountryIso) => isCountryIso(iso) && onChange({ country: iso })}
      />
      <Field.Root invalid={shown.has('number')}>
        <Field.Label>{siteButton.phoneLabel}</Field.Label>
        <Input
          {...problemField('number')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="lg"
          placeholder={siteButton.phonePlaceholder}
          value={form.phone}
          onChange={(e) => onChange({ phone: e.currentTarget.value })}
        />
        {shown.has('number') ? (
          <Field.ErrorText>{siteButton.problems.number}</Field.ErrorText>
        ) : (
          phoneNotes
        )}
      </Field.Root>
      <Field.Root>
        <Field.Label>{siteButton.messageLabel}</Field.Label>
        <Textarea
          name="message"
          rows={3}
          size="lg"
          autoresize
          maxH="60"
          placeholder={siteButton.messagePlaceholder}
          value={form.message}
          onChange={(e) => onChange({ message: e.currentTarget.value })}
        />
        <Field.HelperText>{siteButton.messageHelper}</Field.HelperText>
      </Field.Root>
      <Field.Root invalid={shown.has('label')}>
        <Field.Label>{siteButton.labelLabel}</Field.Label>
        <Input
          {...problemField('label')}
          name="label"
          value={form.label}
          onChange={(e) => onChange({ label: e.currentTarget.value })}
        />
        {shown.has('label') ? (
          <Field.ErrorText>{siteButton.problems.label}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {siteButton.labelHelper(SITE_BUTTON_LIMITS.labelLength)}
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={shown.has('color')}>
        <Field.Label>{siteButton.colorCodeLabel}</Field.Label>
        <HStack gap="3" w="full">
          <ColorWell
            value={form.color}
            label={siteButton.colorPickerLabel}
            onChange={(color) => onChange({ color })}
          />
          <Input
            {...problemField('color')}
            name="color"
            autoComplete="off"
            spellCheck={false}
            textStyle="code"
            value={form.color}
            onChange={(e) => onChange({ color: e.currentTarget.value })}
          />
        </HStack>
        {shown.has('color') && <Field.ErrorText>{siteButton.problems.color}</Field.ErrorText>}
        <Box w="full">
          <chakra.p id={swatchLabel} fontSize="sm" color="fg.muted" mb="2">
            {siteButton.swatchesLabel}
          </chakra.p>
          <HStack role="group" aria-labelledby={swatchLabel} gap="2" flexWrap="wrap">
            {(Object.keys(SITE_BUTTON_SWATCHES) as SiteButtonSwatch[]).map((swatch) => {
              const color = SITE_BUTTON_SWATCHES[swatch];
              return (
                <Button
                  key={swatch}
                  type="button"
                  size="sm"
                  variant="outline"
                  rounded="full"
                  aria-pressed={normaliseColor(form.color) === color}
                  onClick={() => onChange({ color })}
                >
                  <Box
                    as="span"
                    aria-hidden
                    w="4"
                    h="4"
                    rounded="full"
                    style={{ background: color }}
                  />
                  {siteButton.swatches[swatch]}
                </Button>
              );
            })}
          </HStack>
        </Box>
      </Field.Root>
      <RadioChoices
        legend={siteButton.sideLabel}
        name="side"
        choices={siteButton.sides}
        value={form.side}
        onChange={(side) => onChange({ side })}
      />
      <RadioChoices
        legend={siteButton.devicesLabel}
        name="devices"
        choices={siteButton.devices}
        value={form.devices}
        onChange={(devices) => onChange({ devices })}
      />
      <AppearFields form={form} shown={shown} onChange={onChange} />
      <HoursFields form={form} shown={shown} onChange={onChange} />
      <CheckField
        name="includePage"
        label={siteButton.includePageLabel}
        checked={form.includePage}
        onChange={(includePage) => onChange({ includePage })}
        helper={
          <chakra.p fontSize="sm" color="fg.muted" ps="7">
            {siteButton.includePageHelper}
          </chakra.p>
        }
      />
      <WidgetFields form={form} shown={shown} onChange={onChange} />
      <ReachFields form={form} shown={shown} onChange={onChange} />
    </Stack>
  );
}

/** The browser's own colour picker; while the code typed is no colour, it shows the default. */
function ColorWell(props: { value: string; label: string; onChange: (color: string) => void }) {
  const { value, label, onChange } = props;
  return (
    <chakra.input
      type="color"
      aria-label={label}
      name="colorPicker"
      w="12"
      h="10"
      flex="none"
      p="1"
      rounded="l2"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
      cursor="pointer"
      value={normaliseColor(value) ?? SITE_BUTTON_SWATCHES.whatsapp}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
