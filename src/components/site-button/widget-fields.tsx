import { Button, chakra, Field, Fieldset, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { siteButton } from '../../content/site-button';
import { newTeamMember, siteButtonWidget as copy } from '../../content/site-button-widget';
import type { SiteButtonProblem } from '../../domain/site-button';
import { SITE_BUTTON_LIMITS } from '../../domain/site-button-limits';
import { type TeamMemberForm, toggleDay } from '../../domain/site-button-form';
import { BRAZILIAN_WEEK } from '../../domain/week';
import { CheckField, NativeCheck, RadioChoices } from './choice-fields';
import { type FieldsProps, problemField } from './field-props';

type Props = Omit<FieldsProps, 'phoneNotes'>;

/** A line of help: under a checkbox, in line with its label (`ps` 7), or under a legend. */
const Helper = ({ children, ps = '7' }: { children: ReactNode; ps?: '0' | '7' }) => (
  <chakra.p fontSize="sm" color="fg.muted" ps={ps}>
    {children}
  </chakra.p>
);

/** A text field with its label, and its problem or helper below. */
function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: SiteButtonProblem;
  shown?: ReadonlySet<SiteButtonProblem>;
  helper?: ReactNode;
  numeric?: boolean;
  placeholder?: string;
}) {
  const { problem, shown } = props;
  const invalid = problem !== undefined && shown?.has(problem) === true;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{props.label}</Field.Label>
      {/* Text, not `type="number"`: a number field reports what it cannot read as empty, so
          "1O" would vanish instead of being pointed out. */}
      <Input
        {...(problem ? problemField(problem) : {})}
        name={props.name}
        autoComplete="off"
        inputMode={props.numeric ? 'numeric' : undefined}
        maxW={props.numeric ? '32' : undefined}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
      {invalid && problem ? (
        <Field.ErrorText>{siteButton.problems[problem]}</Field.ErrorText>
      ) : (
        props.helper && <Field.HelperText>{props.helper}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** When the button first shows: at once, after seconds, after a little scroll or at half the page. */
export function AppearFields({ form, shown, onChange }: Props) {
  return (
    <Stack gap="3">
      <RadioChoices
        legend={copy.appearLabel}
        name="appear"
        choices={copy.appears}
        value={form.appear}
        onChange={(appear) => onChange({ appear })}
      />
      {form.appear === 'seconds' && (
        <TextField
          name="seconds"
          label={copy.secondsLabel}
          numeric
          value={form.seconds}
          onChange={(seconds) => onChange({ seconds })}
          problem="seconds"
          shown={shown}
        />
      )}
    </Stack>
  );
}

/** What the button does: open the chat at once (one number, or several in turn) or a window. */
export function WidgetFields({ form, shown, onChange }: Props) {
  const chat = form.mode === 'chat';
  const setMember = (index: number, patch: Partial<TeamMemberForm>) =>
    onChange({
      team: form.team.map((member, at) => (at === index ? { ...member, ...patch } : member)),
    });
  return (
    <Stack gap="5">
      <RadioChoices
        legend={copy.modeLabel}
        name="mode"
        choices={copy.modes}
        value={form.mode}
        onChange={(mode) => onChange({ mode })}
      />
      {chat && (
        <Stack gap="4" ps="4" borderStartWidth="2px" borderColor="border.muted">
          <TextField
            name="chatName"
            label={copy.chatNameLabel}
            placeholder={copy.chatNamePlaceholder}
            value={form.chatName}
            onChange={(chatName) => onChange({ chatName })}
            problem="chatName"
            shown={shown}
          />
          <Field.Root>
            <Field.Label>{copy.greetingLabel}</Field.Label>
            <Textarea
              name="greeting"
              rows={2}
              autoresize
              value={form.greeting}
              onChange={(e) => onChange({ greeting: e.currentTarget.value })}
            />
          </Field.Root>
          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold">{copy.agentHeading}</Fieldset.Legend>
            <Stack gap="3">
              <TextField
                name="agentName"
                label={copy.nameLabel}
                value={form.agentName}
                onChange={(agentName) => onChange({ agentName })}
              />
              <TextField
                name="agentRole"
                label={copy.roleLabel}
                value={form.agentRole}
                onChange={(agentRole) => onChange({ agentRole })}
              />
              <TextField
                name="agentAvatar"
                label={copy.avatarLabel}
                value={form.agentAvatar}
                onChange={(agentAvatar) => onChange({ agentAvatar })}
              />
            </Stack>
          </Fieldset.Root>
        </Stack>
      )}
      <Fieldset.Root invalid={shown.has('team')}>
        <Fieldset.Legend fontWeight="semibold">
          {chat ? copy.teamHeading : copy.rotationHeading}
        </Fieldset.Legend>
        {!chat && <Helper ps="0">{copy.rotationHelper}</Helper>}
        <Stack gap="4" mt="2">
          {form.team.map((member, index) => (
            <MemberFields
              // Members have no id of their own; the position is who they are in the list.
              key={index}
              index={index}
              member={member}
              chat={chat}
              onChange={(patch) => setMember(index, patch)}
              onRemove={() => onChange({ team: form.team.filter((_, at) => at !== index) })}
            />
          ))}
          {form.team.length < SITE_BUTTON_LIMITS.teamSize && (
            <Button
              {...problemField('team')}
              type="button"
              variant="outline"
              alignSelf="start"
              onClick={() => onChange({ team: [...form.team, newTeamMember] })}
            >
              {chat ? copy.addMember : copy.addNumber}
            </Button>
          )}
        </Stack>
        {shown.has('team') && (
          <Fieldset.ErrorText aria-live="polite">{siteButton.problems.team}</Fieldset.ErrorText>
        )}
      </Fieldset.Root>
      {!chat && form.team.length > 0 && (
        <RadioChoices
          legend={copy.rotationLabel}
          name="rotation"
          choices={copy.rotations}
          value={form.rotation}
          onChange={(rotation) => onChange({ rotation })}
        />
      )}
      {chat && (
        <Stack gap="4">
          {form.team.length > 0 && (
            <RadioChoices
              legend={copy.awayLabel}
              name="away"
              choices={copy.aways}
              value={form.away}
              onChange={(away) => onChange({ away })}
            />
          )}
          <RadioChoices
            legend={copy.consentLabel}
            name="consent"
            choices={copy.consents}
            value={form.consent}
            onChange={(consent) => onChange({ consent })}
          />
          {form.consent !== 'off' && (
            <TextField
              name="consentText"
              label={copy.consentTextLabel}
              value={form.consentText}
              onChange={(consentText) => onChange({ consentText })}
              problem="consentText"
              shown={shown}
            />
          )}
          <CheckField
            name="qr"
            label={copy.qrLabel}
            checked={form.qr}
            onChange={(qr) => onChange({ qr })}
          />
        </Stack>
      )}
      <Stack gap="3">
        <CheckField
          name="bubbleOn"
          label={copy.bubbleLabel}
          checked={form.bubbleOn}
          onChange={(bubbleOn) => onChange({ bubbleOn })}
          helper={<Helper>{copy.bubbleHelper}</Helper>}
        />
        {form.bubbleOn && (
          <Stack gap="3" ps="7">
            <TextField
              name="bubbleText"
              label={copy.bubbleTextLabel}
              value={form.bubbleText}
              onChange={(bubbleText) => onChange({ bubbleText })}
              problem="bubble"
              shown={shown}
            />
            <TextField
              name="bubbleSeconds"
              label={copy.bubbleSecondsLabel}
              numeric
              value={form.bubbleSeconds}
              onChange={(bubbleSeconds) => onChange({ bubbleSeconds })}
              problem="bubbleSeconds"
              shown={shown}
            />
          </Stack>
        )}
        <CheckField
          name="badge"
          label={copy.badgeLabel}
          checked={form.badge}
          onChange={(badge) => onChange({ badge })}
        />
      </Stack>
    </Stack>
  );
}

/** How the message is filled from the page and what the click tells the site's analytics. */
export function ReachFields({ form, shown, onChange }: Props) {
  return (
    <Stack gap="4">
      <TextField
        name="product"
        label={copy.productLabel}
        value={form.product}
        onChange={(product) => onChange({ product })}
        helper={copy.productHelper}
      />
      <CheckField
        name="campaign"
        label={copy.campaignLabel}
        checked={form.campaign}
        onChange={(campaign) => onChange({ campaign })}
      />
      <CheckField
        name="track"
        label={copy.trackLabel}
        checked={form.track}
        onChange={(track) => onChange({ track })}
        helper={<Helper>{copy.trackHelper}</Helper>}
      />
      <TextField
        name="trigger"
        label={copy.triggerLabel}
        value={form.trigger}
        onChange={(trigger) => onChange({ trigger })}
        problem="trigger"
        shown={shown}
        helper={copy.triggerHelper}
      />
    </Stack>
  );
}

/** One more attendant (name, role, avatar, number, own hours) or one more number to rotate. */
function MemberFields(props: {
  index: number;
  member: TeamMemberForm;
  chat: boolean;
  onChange: (patch: Partial<TeamMemberForm>) => void;
  onRemove: () => void;
}) {
  const { index, member, chat, onChange } = props;
  const legend = chat ? copy.memberLegend(index + 1) : copy.numberLegend(index + 1);
  return (
    <Fieldset.Root p="3" borderWidth="1px" borderColor="border" rounded="l2">
      <HStack justify="space-between">
        <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
        <Button type="button" size="sm" variant="ghost" onClick={props.onRemove}>
          {copy.removeMember(member.name.trim() || legend)}
        </Button>
      </HStack>
      <Stack gap="3">
        <TextField
          name={`team.${index}.phone`}
          label={copy.memberPhoneLabel}
          placeholder={siteButton.phonePlaceholder}
          value={member.phone}
          onChange={(phone) => onChange({ phone })}
        />
        <TextField
          name={`team.${index}.name`}
          label={copy.nameLabel}
          value={member.name}
          onChange={(name) => onChange({ name })}
        />
        {chat && (
          <>
            <TextField
              name={`team.${index}.role`}
              label={copy.roleLabel}
              value={member.role}
              onChange={(role) => onChange({ role })}
            />
            <TextField
              name={`team.${index}.avatar`}
              label={copy.avatarLabel}
              value={member.avatar}
              onChange={(avatar) => onChange({ avatar })}
            />
            <CheckField
              name={`team.${index}.hoursOn`}
              label={copy.memberHoursLabel}
              checked={member.hoursOn}
              onChange={(hoursOn) => onChange({ hoursOn })}
            />
            {member.hoursOn && (
              <Stack gap="2" ps="7">
                <HStack
                  role="group"
                  aria-label={siteButton.hoursDaysLabel}
                  gap="3"
                  flexWrap="wrap"
                  rowGap="0"
                >
                  {BRAZILIAN_WEEK.map((day) => (
                    <HStack as="label" key={day} gap="1.5" minH="11" fontSize="sm">
                      <NativeCheck
                        type="checkbox"
                        checked={member.days.includes(day)}
                        onChange={(e) =>
                          onChange({ days: toggleDay(member.days, day, e.currentTarget.checked) })
                        }
                      />
                      {siteButton.weekdays[day]}
                    </HStack>
                  ))}
                </HStack>
                <HStack gap="3">
                  <TimeField
                    label={siteButton.opensLabel}
                    value={member.opens}
                    onChange={(opens) => onChange({ opens })}
                  />
                  <TimeField
                    label={siteButton.closesLabel}
                    value={member.closes}
                    onChange={(closes) => onChange({ closes })}
                  />
                </HStack>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

function TimeField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root maxW="36">
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="time"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}
