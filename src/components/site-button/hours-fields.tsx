import { Box, chakra, Field, Fieldset, HStack, Input, Stack, useRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { siteButton } from '../../content/site-button';
import { toggleDay } from '../../domain/site-button-form';
import { timeZoneGroups } from '../../domain/time-zones';
import { BRAZILIAN_WEEK } from '../../domain/week';
import { CheckField, NativeCheck } from './choice-fields';
import { errorProps, type FieldsProps, problemField } from './field-props';

/** The opening hours: off by default; on, the days, the times and the zone they are read in. */
export function HoursFields({ form, shown, onChange }: Omit<FieldsProps, 'phoneNotes'>) {
  const daysError = useId();
  const timesError = useId();
  const zone = useId();
  const zoneNote = useId();
  const zoneShown = shown.has('timeZone');
  const input = useRecipe({ key: 'input' });
  const daysShown = shown.has('hoursDays');
  const timesShown = shown.has('hoursTimes');
  return (
    <Stack gap="3">
      <CheckField
        name="hoursOn"
        label={siteButton.hoursToggle}
        checked={form.hoursOn}
        onChange={(hoursOn) => onChange({ hoursOn })}
      />
      {form.hoursOn && (
        <Stack gap="4" ps="7">
          <Fieldset.Root invalid={daysShown}>
            <Fieldset.Legend>{siteButton.hoursDaysLabel}</Fieldset.Legend>
            <HStack gap="3" flexWrap="wrap" rowGap="0">
              {BRAZILIAN_WEEK.map((day, index) => (
                <chakra.label
                  key={day}
                  display="inline-flex"
                  alignItems="center"
                  gap="1.5"
                  minH="11"
                  fontSize="sm"
                  cursor="pointer"
                >
                  <NativeCheck
                    {...(index === 0 ? problemField('hoursDays') : {})}
                    type="checkbox"
                    name="days"
                    value={day}
                    checked={form.days.includes(day)}
                    aria-invalid={daysShown || undefined}
                    {...errorProps(daysError, daysShown)}
                    onChange={(e) =>
                      onChange({ days: toggleDay(form.days, day, e.currentTarget.checked) })
                    }
                  />
                  {siteButton.weekdays[day]}
                </chakra.label>
              ))}
            </HStack>
            {daysShown && (
              <Fieldset.ErrorText id={daysError} aria-live="polite">
                {siteButton.problems.hoursDays}
              </Fieldset.ErrorText>
            )}
          </Fieldset.Root>
          <Stack gap="1">
            <HStack gap="4" align="flex-start" flexWrap="wrap">
              <Field.Root invalid={timesShown} w="auto">
                <Field.Label>{siteButton.opensLabel}</Field.Label>
                <Input
                  {...problemField('hoursTimes')}
                  type="time"
                  name="opens"
                  w="36"
                  value={form.opens}
                  onChange={(e) => onChange({ opens: e.currentTarget.value })}
                  {...errorProps(timesError, timesShown)}
                />
              </Field.Root>
              <Field.Root invalid={timesShown} w="auto">
                <Field.Label>{siteButton.closesLabel}</Field.Label>
                <Input
                  type="time"
                  name="closes"
                  w="36"
                  value={form.closes}
                  onChange={(e) => onChange({ closes: e.currentTarget.value })}
                  {...errorProps(timesError, timesShown)}
                />
              </Field.Root>
            </HStack>
            {timesShown && (
              <chakra.p id={timesError} aria-live="polite" fontSize="sm" color="fg.error">
                {siteButton.problems.hoursTimes}
              </chakra.p>
            )}
          </Stack>
          <Field.Root invalid={zoneShown}>
            <Field.Label htmlFor={zone}>{siteButton.zoneLabel}</Field.Label>
            <Box position="relative" w="full">
              <chakra.select
                {...problemField('timeZone')}
                id={zone}
                css={input({ size: 'md' })}
                appearance="none"
                pe="10"
                name="timeZone"
                value={form.timeZone}
                aria-describedby={zoneNote}
                aria-invalid={zoneShown || undefined}
                onChange={(e) => onChange({ timeZone: e.currentTarget.value })}
              >
                {form.timeZone === '' && <option value="" disabled />}
                {timeZoneGroups(siteButton.timeZones, form.timeZone).map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <chakra.option key={option.zone} value={option.zone} bg="bg.panel">
                        {option.label}
                      </chakra.option>
                    ))}
                  </optgroup>
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
            {zoneShown ? (
              <Field.ErrorText id={zoneNote}>{siteButton.problems.timeZone}</Field.ErrorText>
            ) : (
              <Field.HelperText id={zoneNote}>{siteButton.zoneNote}</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      )}
    </Stack>
  );
}
