import { chakra, Field, Input, Stack, VisuallyHidden } from '@chakra-ui/react';
import {
  type ComponentProps,
  type FormEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { getInitialSnapshot } from 'xstate';
import { whatsappLinkMachine } from '../../../machines/whatsappLink';
import { revealAndFocus, revealPanel } from '../../browser/reveal-panel';
import {
  createLinkCreator,
  type LinkCreatorActor,
  type LinkCreatorView,
  restoreRecentLinks,
} from '../../islands/link-creator-machine';
import { canShare } from '../../browser/share';
import { useHydratedSelector } from '../../hooks/use-hydrated-selector';
import { islandLinkCreator, takeOverLinkCreator } from '../../islands/link-creator';
import { whatsappTool } from '../../content/whatsapp-tool';
import { countryByIso, type CountryIso } from '../../domain/countries';
import { withoutTrunkPrefix } from '../../domain/phone-hints';
import type { RecentLink } from '../../domain/recent-links';
import { buildWhatsAppLink, type LinkOpening } from '../../domain/whatsapp-link';
import { notify } from '../ui/toaster';
import { MessagePreview } from './message-preview';
import { PhoneNotes } from './phone-notes';
import { CountrySelect } from './country-select';
import { FormActions, MessageField, QuickMessages } from './form-parts';
import { IslandSlot } from './island-slot';
import { useDialledNumber } from './use-dialled-number';
import { settlesWith } from '../layout/page-settling';

const noSubscription = () => () => {};

// The result panel (with the QR code) and the recent links only show after the visitor acts, or
// once storage is read: they are not in the page's first code, and load once the form is live.
const loadExtras = () => import('./whatsapp-link-extras');
const WhatsAppLinkResult = lazy(() =>
  loadExtras().then((module) => ({ default: module.WhatsAppLinkResult })),
);
const RecentLinks = lazy(() => loadExtras().then((module) => ({ default: module.RecentLinks })));

/** The state the form is prerendered in: what React hydrates against. */
const prerendered = getInitialSnapshot(whatsappLinkMachine);

/** Until the form is in the document and provides its own view. */
const noView = (): LinkCreatorView => ({ notify, focusPhone: () => {}, revealResult: () => {} });

export function WhatsAppLinkForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLElement | null>(null);
  /** A reveal asked for before the panel (a lazy part) was on the page. */
  const revealPending = useRef(false);
  // The island's link creator, taken over with its state (what was typed and generated before the
  // app was live), or a new one (a page the app rendered itself). Not stopped on unmount: idle,
  // it holds nothing, and React's strict mode would stop it between its two mounts.
  const [creator] = useState(() => islandLinkCreator() ?? createLinkCreator(noView()));
  const { actor } = creator;
  // The island's parts go once React's own are on the page.
  const releaseResult = useCallback(() => creator.release?.('result'), [creator]);
  const releaseDialled = useCallback(() => creator.release?.('dialled'), [creator]);
  const releasePhoneError = useCallback(
    (shown: HTMLElement | null) => {
      if (shown) creator.release?.('phoneError');
    },
    [creator],
  );
  const { phone, message, link, country, hints, recent, keepRecent, opensIn } = useHydratedSelector(
    actor,
    (state) => state.context,
    prerendered,
  );
  const isError = useHydratedSelector(actor, (state) => state.matches('error'), prerendered);
  const shareAvailable = useSyncExternalStore(noSubscription, canShare, () => false);

  function revealIfPending(panel: HTMLElement | null) {
    if (!panel || !revealPending.current) return;
    revealPending.current = false;
    revealPanel(panel);
  }
  const resultPanelRef = useCallback((panel: HTMLElement | null) => {
    resultRef.current = panel;
    requestAnimationFrame(() => revealIfPending(panel));
  }, []);

  // From now on the form shows the link creator: its toasts, its focus, its result panel. Typed
  // before the island (or the app) was live, the prerendered fields hold it: adopted before the
  // first paint, so a 'GERAR LINK' kept from before builds the link from it.
  useLayoutEffect(() => {
    takeOverLinkCreator(creator, formRef.current ?? document.body, {
      notify,
      focusPhone: () => {
        if (phoneRef.current) revealAndFocus(phoneRef.current);
      },
      // The panel renders with this very update, or once its code is in: reveal it then.
      revealResult: () => {
        revealPending.current = true;
        requestAnimationFrame(() => revealIfPending(resultRef.current));
      },
    });
    const { context } = actor.getSnapshot();
    const typedPhone = phoneRef.current?.value ?? '';
    const typedMessage = messageRef.current?.value ?? '';
    if (typedPhone !== context.phone) actor.send({ type: 'phone.change', value: typedPhone });
    if (typedMessage !== context.message) {
      actor.send({ type: 'message.change', value: typedMessage });
    }
  }, [actor, creator]);

  // Fetched before anyone presses GERAR LINK: evaluated on that press, they would delay it.
  useEffect(() => {
    // Offline, nothing is lost: the panel asks for its code again when it is first shown.
    settlesWith(loadExtras()).catch(() => {});
  }, []);

  useEffect(() => restoreRecentLinks(actor), [actor]);

  const built = buildWhatsAppLink(phone, message, country.callingCode);
  const number = built.ok ? built.number : null;
  const describeNumber = useDialledNumber();
  const dialled = number === null ? null : describeNumber(number);
  const trunkFix =
    dialled && dialled.trunkPrefix > 0
      ? {
          fixed: withoutTrunkPrefix(phone, country.callingCode, dialled.trunkPrefix),
          country: country.iso,
        }
      : null;

  // Stable, so the memoised parts of the form skip the phone number's keystrokes.
  const changeCountry = useCallback(
    (iso: CountryIso) => actor.send({ type: 'country.change', iso }),
    [actor],
  );
  // The number a hint suggests, put in the field as if typed; the field keeps the focus.
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
      return result.ok ? describeNumber(result.number).display : entry.phone;
    },
    [describeNumber],
  );

  function generate(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'link.generate' });
  }

  return (
    <Stack gap="6">
      {/* `dialog` outside any dialog submits nowhere: pressed before the script runs, the form
          stays put instead of reloading with what was typed in the URL. */}
      <chakra.form ref={formRef} method="dialog" onSubmit={generate} noValidate>
        <Stack gap="5">
          <CountrySelect value={country.iso} onChange={changeCountry} />
          <Field.Root invalid={isError}>
            <Field.Label>{whatsappTool.phoneLabel}</Field.Label>
            <Input
              ref={phoneRef}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              size="lg"
              placeholder={whatsappTool.phonePlaceholder}
              value={phone}
              onChange={(e) => actor.send({ type: 'phone.change', value: e.currentTarget.value })}
            />
            {isError ? (
              <Field.ErrorText ref={releasePhoneError}>
                {whatsappTool.phoneErrorText}
              </Field.ErrorText>
            ) : (
              <PhoneNotes
                onDialledShown={releaseDialled}
                dialled={dialled?.display ?? null}
                notMobileIn={dialled?.notMobile ? country.iso : null}
                trunkFix={trunkFix}
                hints={hints}
                onSwitchCountry={changeCountry}
                onUseNumber={takeSuggestedNumber}
              />
            )}
            <IslandSlot part="phoneError" />
          </Field.Root>
          <MessageField ref={messageRef} message={message} onChange={changeMessage} />
          <QuickMessages onPick={changeMessage} />
          <MessagePreview message={message} />
          <FormActions onClear={clearForm} />
        </Stack>
      </chakra.form>
      <VisuallyHidden aria-live="polite">
        {link && dialled ? whatsappTool.resultAnnouncement(dialled.display) : ''}
      </VisuallyHidden>
      <IslandSlot part="result" />
      <Suspense fallback={null}>
        {link && number !== null && dialled && (
          <LinkResult
            actor={actor}
            onShown={releaseResult}
            ref={resultPanelRef}
            link={link}
            opensIn={opensIn}
            onOpensInChange={chooseOpening}
            number={number}
            message={message}
            dialled={dialled.display}
            canShare={shareAvailable}
            onCopy={copyLink}
            onShare={shareGenerated}
          />
        )}
        {(recent.length > 0 || !keepRecent || keepSwitched) && (
          <RecentLinks
            links={recent}
            keep={keepRecent}
            onKeepChange={keepRecentChange}
            dialled={dialledRecent}
            onUse={loadRecent}
            onCopy={copyRecent}
            onClear={clearRecent}
          />
        )}
      </Suspense>
    </Stack>
  );
}

interface LinkResultProps extends Omit<
  ComponentProps<typeof WhatsAppLinkResult>,
  'copying' | 'sharing'
> {
  actor: LinkCreatorActor;
  /** Once this panel is on the page (the island's, shown until then, goes). */
  onShown?: () => void;
}

/** Reads the clipboard's and the share sheet's progress here: 'Copiar' re-renders the result, not the form. */
function LinkResult({ actor, onShown, ...result }: LinkResultProps) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  const copying = useHydratedSelector(actor, (state) => state.matches('copying'), prerendered);
  const sharing = useHydratedSelector(actor, (state) => state.matches('sharing'), prerendered);
  return <WhatsAppLinkResult {...result} copying={copying} sharing={sharing} />;
}
