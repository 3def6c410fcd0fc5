import { chakra, Field, Fieldset, HStack, Input, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { siteButton } from '../../content/site-button';
import { toggleDay } from '../../domain/site-button-form';
import { CheckField, NativeCheck } from './choice-fields';
import { errorProps, type FieldsProps, problemField } from './field-props';

/** Monday first, as a Brazilian week is read; the values stay `Date.getDay`'s. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The opening hours: off by default; on, the days, the times and the zone they are read in. */
export function HoursFields({ form, shown, onChange }: Omit<FieldsProps, 'phoneNotes'>) {
  const daysError = useId();
  const timesError = useId();
  const zoneNote = useId();
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
            <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
              {siteButton.hoursDaysLabel}
            </Fieldset.Legend>
            <HStack gap="3" flexWrap="wrap" rowGap="0">
              {WEEK_ORDER.map((day, index) => (
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
          <chakra.p
            id={zoneNote}
            {...problemField('timeZone')}
            tabIndex={-1}
            fontSize="sm"
            color={shown.has('timeZone') ? 'fg.error' : 'fg.muted'}
          >
            {shown.has('timeZone') || form.timeZone === ''
              ? siteButton.problems.timeZone
              : siteButton.zoneNote(form.timeZone)}
          </chakra.p>
        </Stack>
      )}
    </Stack>
  );
}
