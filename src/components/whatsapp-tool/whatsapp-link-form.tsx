import { chakra, Field, Input, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
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
import { type ActorRefFrom, fromPromise } from 'xstate';
import { whatsappLinkMachine } from '../../../machines/whatsappLink';
import { toasts, whatsappTool } from '../../content/whatsapp-tool';
import { copyText } from '../../browser/clipboard';
import { readRecentLinks, writeRecentLinks } from '../../browser/recent-links-storage';
import { canShare, shareLink } from '../../browser/share';
import { countryByIso, type CountryIso } from '../../domain/countries';
import type { RecentLink } from '../../domain/recent-links';
import { buildWhatsAppLink } from '../../domain/whatsapp-link';
import { notify } from '../ui/toaster';
import { MessagePreview } from './message-preview';
import { PhoneNotes } from './phone-notes';
import { CountrySelect } from './country-select';
import { FormActions, MessageField, QuickMessages } from './form-parts';
import { useDialledNumber } from './use-dialled-number';
import { settlesWith } from '../layout/page-settling';
import { inspected } from '../../browser/inspector';

const noSubscription = () => () => {};

// The result panel (with the QR code) and the recent links only show after the visitor acts, or
// once storage is read: they are not in the page's first code, and load once the form is live.
const loadExtras = () => import('./whatsapp-link-extras');
const WhatsAppLinkResult = lazy(() =>
  loadExtras().then((module) => ({ default: module.WhatsAppLinkResult })),
);
const RecentLinks = lazy(() => loadExtras().then((module) => ({ default: module.RecentLinks })));

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function WhatsAppLinkForm() {
  const phoneRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLElement | null>(null);
  /** A reveal asked for before the panel (a lazy part) was on the page. */
  const revealPending = useRef(false);
  // Provided once: the machine keeps the first logic it is given, and providing costs each render.
  const [logic] = useState(() =>
    whatsappLinkMachine.provide({
      actions: {
        notifyGenerated: () => notify('success', toasts.generated),
        notifyInvalidPhone: () => notify('error', toasts.invalidPhone),
        notifyCopied: () => notify('success', toasts.copied),
        notifyCopyFailed: () => notify('error', toasts.copyFailed),
        notifyShareFailed: () => notify('error', toasts.shareFailed),
        focusPhone: () => phoneRef.current?.focus(),
        // The panel renders with this very update, or once its code is in: reveal it then.
        revealResult: () => {
          revealPending.current = true;
          requestAnimationFrame(() => revealPanel(resultRef.current));
        },
        persistRecent: ({ context }) => writeRecentLinks(context.recent),
      },
      actors: {
        copyLink: fromPromise(({ input }) => copyText(input.link)),
        shareLink: fromPromise(({ input }) => shareLink(input.link, whatsappTool.shareTitle)),
      },
    }),
  );
  const actor = useActorRef(logic, inspected());
  const { phone, message, link, country, hints, recent } = useSelector(
    actor,
    (state) => state.context,
  );
  const isError = useSelector(actor, (state) => state.matches('error'));
  const shareAvailable = useSyncExternalStore(noSubscription, canShare, () => false);

  function revealPanel(panel: HTMLElement | null) {
    if (!panel || !revealPending.current) return;
    revealPending.current = false;
    const { top, bottom } = panel.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    panel.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }
  const resultPanelRef = useCallback((panel: HTMLElement | null) => {
    resultRef.current = panel;
    requestAnimationFrame(() => revealPanel(panel));
  }, []);

  // Typed before the script ran: the prerendered fields hold it. Adopt it before the first paint,
  // so a 'GERAR LINK' pressed before the page was live, and pressed again once it is, builds the
  // link from it.
  useLayoutEffect(() => {
    const typedPhone = phoneRef.current?.value ?? '';
    const typedMessage = messageRef.current?.value ?? '';
    if (typedPhone !== '') actor.send({ type: 'phone.change', value: typedPhone });
    if (typedMessage !== '') actor.send({ type: 'message.change', value: typedMessage });
  }, [actor]);

  // Fetched before anyone presses GERAR LINK: evaluated on that press, they would delay it.
  useEffect(() => {
    // Offline, nothing is lost: the panel asks for its code again when it is first shown.
    settlesWith(loadExtras()).catch(() => {});
  }, []);

  useEffect(() => {
    const links = readRecentLinks();
    if (links.length > 0) actor.send({ type: 'recent.restore', links });
  }, [actor]);

  const built = buildWhatsAppLink(phone, message, country.callingCode);
  const number = built.ok ? built.number : null;
  const format = useDialledNumber();

  // Stable, so the memoised parts of the form skip the phone number's keystrokes.
  const changeCountry = useCallback(
    (iso: CountryIso) => actor.send({ type: 'country.change', iso }),
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
  const dialledRecent = useCallback(
    (entry: RecentLink) => {
      const result = buildWhatsAppLink(
        entry.phone,
        entry.message,
        countryByIso(entry.country).callingCode,
      );
      return result.ok ? format(result.number) : entry.phone;
    },
    [format],
  );

  function generate(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'link.generate' });
  }

  return (
    <Stack gap="6">
      {/* `dialog` outside any dialog submits nowhere: pressed before the script runs, the form
          stays put instead of reloading with what was typed in the URL. */}
      <chakra.form method="dialog" onSubmit={generate} noValidate>
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
              <Field.ErrorText>{whatsappTool.phoneErrorText}</Field.ErrorText>
            ) : (
              <PhoneNotes
                dialled={number === null ? null : format(number)}
                hints={hints}
                onSwitchCountry={changeCountry}
              />
            )}
          </Field.Root>
          <MessageField ref={messageRef} message={message} onChange={changeMessage} />
          <QuickMessages onPick={changeMessage} />
          <MessagePreview message={message} />
          <FormActions onClear={clearForm} />
        </Stack>
      </chakra.form>
      <VisuallyHidden aria-live="polite">
        {link && number !== null ? whatsappTool.resultAnnouncement(format(number)) : ''}
      </VisuallyHidden>
      <Suspense fallback={null}>
        {link && number !== null && (
          <LinkResult
            actor={actor}
            ref={resultPanelRef}
            link={link}
            number={number}
            dialled={format(number)}
            message={message}
            canShare={shareAvailable}
            onCopy={copyLink}
            onShare={shareGenerated}
          />
        )}
        {recent.length > 0 && (
          <RecentLinks
            links={recent}
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
  actor: ActorRefFrom<typeof whatsappLinkMachine>;
}

/** Reads the clipboard's and the share sheet's progress here: 'Copiar' re-renders the result, not the form. */
function LinkResult({ actor, ...result }: LinkResultProps) {
  const copying = useSelector(actor, (state) => state.matches('copying'));
  const sharing = useSelector(actor, (state) => state.matches('sharing'));
  return <WhatsAppLinkResult {...result} copying={copying} sharing={sharing} />;
}
