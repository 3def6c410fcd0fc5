import { chakra, Field, Input, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type FormEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { fromPromise } from 'xstate';
import {
  dialledDigits,
  isDoubtful,
  whatsappLinkCreatorMachine,
} from '../../../machines/whatsappLinkCreator';
import { copyText } from '../../browser/clipboard';
import { inspected } from '../../browser/inspector';
import {
  readKeepsRecentLinks,
  readRecentLinks,
  writeKeepsRecentLinks,
  writeRecentLinks,
} from '../../browser/recent-links-storage';
import { revealAndFocus } from '../../browser/reveal-panel';
import { canShare, shareLink } from '../../browser/share';
import { toasts, whatsappLinkCreator } from '../../content/whatsapp-link-creator';
import { countryByIso, type CountryIso, isCountryIso } from '../../domain/countries';
import { dialledNumber } from '../../domain/phone-hints';
import { withQuickMessage } from '../../domain/quick-message';
import { RECENT_LINK_MAX_LENGTH, type RecentLink } from '../../domain/recent-links';
import { buildWhatsAppLink, type LinkOpening } from '../../domain/whatsapp-link';
import { useLoaded } from '../../hooks/use-loaded';
import { AfterFirstRender } from '../ui/after-first-render';
import { notify } from '../ui/toaster';
import type { LinkCreatorActor } from './link-result';
import { MessagePreview } from './message-preview';
import { PhoneNotes } from './phone-notes';
import { COUNTRY_FIELD, CountrySelect } from './country-select';
import { loadExtras } from './load-extras';
import { loadMore } from './load-more';
import { FormActions, MessageField, QuickMessages } from './form-parts';
import { usePhoneDescriber } from './use-phone-describer';

const noSubscription = () => () => {};

/** The phone field's id: the machine's `focusPhone` brings it to the visitor. */
const PHONE_ID = 'whatsapp-phone';
/** The ready-made messages' texts: picking one replaces another, not what the visitor wrote. */
const QUICK_TEXTS = whatsappLinkCreator.quickMessages.map((quick) => quick.text);

export function WhatsAppLinkForm() {
  const phoneRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  /** How many times the machine asked to bring the result into view: the panel answers each. */
  const [revealRequests, setRevealRequests] = useState(0);

  const actor = useActorRef(
    whatsappLinkCreatorMachine.provide({
      actions: {
        // The spec's toast for every link made; it takes the place of an earlier error's.
        notifyGenerated: () => notify('success', toasts.generated),
        notifyInvalidPhone: () => notify('error', toasts.invalidPhone),
        notifyCopied: () => notify('success', toasts.copied),
        notifyCopyFailed: () => notify('error', toasts.copyFailed),
        notifyShareFailed: () => notify('error', toasts.shareFailed),
        focusPhone: () => {
          const field = document.getElementById(PHONE_ID);
          if (field) revealAndFocus(field);
        },
        revealResult: () => setRevealRequests((requests) => requests + 1),
        persistRecent: ({ context }) => writeRecentLinks(context.recent),
        persistKeepRecent: ({ context }) => writeKeepsRecentLinks(context.keepRecent),
      },
      actors: {
        copyLink: fromPromise(({ input }) => copyText(input.link)),
        shareLink: fromPromise(({ input }) =>
          shareLink(input.link, whatsappLinkCreator.shareTitle),
        ),
      },
    }),
    inspected(),
  );
  const context = useSelector(actor, (state) => state.context);
  const { phone, message, link, country, hints, recent, cleared, keepRecent, opensIn } = context;
  const { describe } = context;
  const doubtful = isDoubtful(context);
  const isError = useSelector(actor, (state) => state.matches('error'));
  const shareAvailable = useSyncExternalStore(noSubscription, canShare, () => false);

  // Typed or picked before the app was live, the prerendered fields hold it: taken into the
  // machine before the first paint, so a 'GERAR LINK' kept from before builds the link from it.
  // The country first: it is how the number is read.
  useLayoutEffect(() => {
    const picked = phoneRef.current?.form?.elements.namedItem(COUNTRY_FIELD);
    const iso = picked instanceof HTMLSelectElement ? picked.value : undefined;
    if (isCountryIso(iso) && iso !== actor.getSnapshot().context.country.iso) {
      actor.send({ type: 'country.change', iso });
    }
    const typedPhone = phoneRef.current?.value ?? '';
    const typedMessage = messageRef.current?.value ?? '';
    if (typedPhone) actor.send({ type: 'phone.change', value: typedPhone });
    if (typedMessage) actor.send({ type: 'message.change', value: typedMessage });
  }, [actor]);

  // Fetched before anyone presses GERAR LINK: evaluated on that press, they would delay it.
  // Offline, nothing is lost: asked again with each new link.
  const extras = useLoaded(loadExtras, link);
  const more = useLoaded(loadMore, link);

  useEffect(() => restoreRecentLinks(actor), [actor]);

  // The phone library judges every country's numbers once it is in.
  const describer = usePhoneDescriber();
  useEffect(() => {
    if (describer) actor.send({ type: 'describer.ready', describe: describer });
  }, [actor, describer]);

  const number = dialledDigits(context);
  const dialled = number === null ? null : dialledNumber(number, describe);

  // Stable, so the memoised parts of the form skip the phone number's keystrokes.
  const changeCountry = useCallback(
    (iso: CountryIso) => actor.send({ type: 'country.change', iso }),
    [actor],
  );
  // A typed '+1' or '00 1' switches to that country; a '00' becomes '+' as it does. The hint's
  // button goes with the hint: the field takes the focus.
  const switchCountry = useCallback(
    (iso: CountryIso, typed?: string) => {
      actor.send({ type: 'country.change', iso });
      if (typed !== undefined) actor.send({ type: 'phone.change', value: typed });
      phoneRef.current?.focus();
    },
    [actor],
  );
  // The number a hint suggests, put in the field as if typed; the field takes the focus.
  const takeSuggestedNumber = useCallback(
    (value: string) => {
      actor.send({ type: 'phone.change', value });
      phoneRef.current?.focus();
    },
    [actor],
  );
  const changeMessage = useCallback(
    (value: string) => actor.send({ type: 'message.change', value }),
    [actor],
  );
  const pickQuickMessage = useCallback(
    (picked: string) =>
      actor.send({
        type: 'message.change',
        value: withQuickMessage(actor.getSnapshot().context.message, picked, QUICK_TEXTS),
      }),
    [actor],
  );
  const clearForm = useCallback(() => actor.send({ type: 'form.clear' }), [actor]);
  const copyLink = useCallback(() => actor.send({ type: 'link.copy' }), [actor]);
  const shareGenerated = useCallback(() => actor.send({ type: 'link.share' }), [actor]);
  const loadRecent = useCallback(
    (index: number) => actor.send({ type: 'recent.use', index }),
    [actor],
  );
  const copyRecent = useCallback(
    (index: number) => actor.send({ type: 'recent.copy', index }),
    [actor],
  );
  const clearRecent = useCallback(() => actor.send({ type: 'recent.clear' }), [actor]);
  const undoClearRecent = useCallback(() => actor.send({ type: 'recent.undoClear' }), [actor]);
  const confirmLink = useCallback(() => actor.send({ type: 'link.confirm' }), [actor]);
  const chooseOpening = useCallback(
    (opening: LinkOpening) => actor.send({ type: 'open.choose', opensIn: opening }),
    [actor],
  );
  // Once the visitor has used the switch, it stays on screen: turned back on with no link kept
  // yet, it would otherwise vanish from under their finger.
  const [keepSwitched, setKeepSwitched] = useState(false);
  const keepRecentChange = useCallback(
    (keep: boolean) => {
      setKeepSwitched(true);
      actor.send({ type: 'recent.keep', keep });
    },
    [actor],
  );
  const dialledRecent = useCallback(
    (entry: RecentLink) => {
      const result = buildWhatsAppLink(
        entry.phone,
        entry.message,
        countryByIso(entry.country).callingCode,
      );
      return result.ok ? dialledNumber(result.number, describe).display : entry.phone;
    },
    [describe],
  );

  function generate(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'link.generate' });
  }

  return (
    <Stack gap="6">
      {/* `dialog` outside any dialog submits nowhere: Enter pressed before the app is live leaves
          the page where it is, instead of reloading it with what was typed in the URL. */}
      <chakra.form method="dialog" onSubmit={generate} noValidate>
        <Stack gap="5">
          <CountrySelect value={country.iso} onChange={changeCountry} />
          <Field.Root invalid={isError} id={PHONE_ID}>
            <Field.Label>{whatsappLinkCreator.phoneLabel}</Field.Label>
            <Input
              ref={phoneRef}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              size="lg"
              placeholder={whatsappLinkCreator.phonePlaceholder}
              value={phone}
              onChange={(e) => actor.send({ type: 'phone.change', value: e.currentTarget.value })}
            />
            {isError ? (
              <Field.ErrorText>{whatsappLinkCreator.phoneErrorText}</Field.ErrorText>
            ) : (
              <PhoneNotes
                dialled={dialled?.display ?? null}
                hints={hints}
                country={country.iso}
                onSwitchCountry={switchCountry}
                onUseNumber={takeSuggestedNumber}
              />
            )}
          </Field.Root>
          <MessageField ref={messageRef} message={message} onChange={changeMessage} />
          <QuickMessages onPick={pickQuickMessage} />
          <MessagePreview message={message} />
          <FormActions onClear={clearForm} />
        </Stack>
      </chakra.form>
      <VisuallyHidden aria-live="polite">
        {link && dialled
          ? (doubtful
              ? whatsappLinkCreator.resultDoubtfulAnnouncement
              : whatsappLinkCreator.resultAnnouncement)(dialled.display)
          : ''}
      </VisuallyHidden>
      {extras && link && number !== null && dialled && (
        <extras.LinkResult
          actor={actor}
          revealRequests={revealRequests}
          link={link}
          opensIn={opensIn}
          onOpensInChange={chooseOpening}
          number={number}
          message={message}
          dialled={dialled.display}
          hints={hints}
          doubtful={doubtful}
          country={country.iso}
          onSwitchCountry={switchCountry}
          onUseNumber={takeSuggestedNumber}
          onConfirm={confirmLink}
          tooLongToKeep={keepRecent && link.length > RECENT_LINK_MAX_LENGTH}
          canShare={shareAvailable}
          onCopy={copyLink}
          onShare={shareGenerated}
        />
      )}
      {more && (recent.length > 0 || cleared.length > 0 || !keepRecent || keepSwitched) && (
        <AfterFirstRender>
          <more.RecentLinks
            links={recent}
            cleared={cleared.length > 0}
            onUndoClear={undoClearRecent}
            keep={keepRecent}
            onKeepChange={keepRecentChange}
            dialled={dialledRecent}
            onUse={loadRecent}
            onCopy={copyRecent}
            onClear={clearRecent}
          />
        </AfterFirstRender>
      )}
    </Stack>
  );
}

/**
 * Brings back the links this device kept (none where storage is missing or refused), or the
 * visitor's choice to keep none.
 */
function restoreRecentLinks(actor: LinkCreatorActor): void {
  const keep = readKeepsRecentLinks();
  const links = keep ? readRecentLinks() : [];
  if (links.length > 0 || !keep) actor.send({ type: 'recent.restore', links, keep });
}
