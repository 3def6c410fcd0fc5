import { chakra, VisuallyHidden } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import runtime from 'virtual:chat-widget-runtime';
import {
  type ComponentProps,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { asksToConfirm, shownProblems, siteButtonMachine } from '../../../machines/siteButton';
import { copyText } from '../../browser/clipboard';
import { inspected } from '../../browser/inspector';
import { revealAndFocus } from '../../browser/reveal-panel';
import { siteButton, siteButtonDefaults, siteButtonToasts } from '../../content/site-button';
import { countryByIso, type CountryIso } from '../../domain/countries';
import { dialledNumber, phoneHints } from '../../domain/phone-hints';
import { siteButtonOptions } from '../../domain/site-button-form';
import { notify } from '../ui/toaster';
import { PhoneNotes } from '../whatsapp-link-creator/phone-notes';
import { usePhoneDescriber } from '../whatsapp-link-creator/use-phone-describer';
import { type Change, PROBLEM_FIELD } from './field-props';
import { NumberCheck } from './number-check';
import { SiteButtonFields } from './site-button-fields';
import { SiteButtonLayout } from './site-button-layout';
import { SiteButtonPreview } from './site-button-preview';
import { SiteButtonSnippet } from './site-button-snippet';
import { typedBeforeLive } from './typed-before-live';

/** The business's clock is this device's: read in the browser, never while prerendering. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

const sameProblems = (a: ReadonlySet<unknown>, b: ReadonlySet<unknown>) =>
  a.size === b.size && [...a].every((problem) => b.has(problem));

/** The chat-button maker: the form, a live preview on a sample page and the snippet to paste. */
export function SiteButtonTool() {
  const formRef = useRef<HTMLFormElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const actor = useActorRef(
    siteButtonMachine.provide({
      actions: {
        notifyCopied: () => notify('success', siteButtonToasts.copied),
        notifyCopyFailed: () => notify('error', siteButtonToasts.copyFailed),
        notifyProblems: () => notify('error', siteButtonToasts.problems),
        focusFirstProblem: ({ context }) => {
          const [first] = context.problems;
          const field = document.querySelector<HTMLElement>(`[${PROBLEM_FIELD}="${first}"]`);
          if (field) revealAndFocus(field);
        },
      },
      actors: {
        copySnippet: fromPromise(({ input }) => copyText(input.snippet)),
      },
    }),
    inspected({ input: { form: siteButtonDefaults, runtime, deviceZone } }),
  );
  const context = useSelector(actor, (state) => state.context);
  const shown = useSelector(actor, shownProblems, sameProblems);
  const confirming = useSelector(actor, asksToConfirm);
  const { form, snippet, lastSnippet, preview, previewOpen } = context;

  // Typed or picked before the app was live: the prerendered controls hold it.
  useLayoutEffect(() => {
    const typed = formRef.current
      ? typedBeforeLive(formRef.current, actor.getSnapshot().context.form)
      : {};
    if (Object.keys(typed).length > 0) actor.send({ type: 'form.change', patch: typed });
  }, [actor]);

  const change: Change = useCallback(
    (patch) => actor.send({ type: 'form.change', patch }),
    [actor],
  );

  const options = useMemo(() => siteButtonOptions(form), [form]);
  const country = countryByIso(form.country);
  const describe = usePhoneDescriber();
  // The machine judges the number 'Copiar código' takes by the same library.
  useEffect(() => {
    if (describe) actor.send({ type: 'describer.ready', describe });
  }, [actor, describe]);
  const hints = useMemo(
    () => phoneHints(form.phone, country, describe),
    [form.phone, country, describe],
  );
  const dialled = options.number === '' ? null : dialledNumber(options.number, describe);

  // A hint's fix, as if typed. Its button goes with the hint, so the focus goes on: to the number
  // under which the hint was, or to 'Copiar código' from the check over it.
  const switchCountry = (iso: CountryIso, phone?: string) =>
    change(phone ? { country: iso, phone } : { country: iso });
  const putNumber = (phone: string) => change({ phone });
  const numberField = () => document.querySelector<HTMLElement>(`[${PROBLEM_FIELD}="number"]`);

  return (
    <SiteButtonLayout
      previewOpen={previewOpen}
      onTogglePreview={() => actor.send({ type: 'preview.toggle' })}
      form={
        // `dialog` outside any dialog submits nowhere: Enter in a field before the app is live
        // leaves the page (and what was typed) where it is.
        <chakra.form
          ref={formRef}
          method="dialog"
          noValidate
          aria-label={siteButton.formLabel}
          onSubmit={(event) => event.preventDefault()}
        >
          <SiteButtonFields
            form={form}
            shown={shown}
            onChange={change}
            phoneNotes={
              <PhoneNotes
                dialled={dialled?.display ?? null}
                hints={hints}
                country={country.iso}
                onSwitchCountry={(iso, phone) => {
                  switchCountry(iso, phone);
                  numberField()?.focus();
                }}
                onUseNumber={(phone) => {
                  putNumber(phone);
                  numberField()?.focus();
                }}
              />
            }
          />
        </chakra.form>
      }
      preview={
        <SiteButtonPreview
          options={options}
          device={preview}
          onDevice={(device) => actor.send({ type: 'preview.show', device })}
        />
      }
      snippet={
        <SnippetWithCopyState
          actor={actor}
          snippet={snippet}
          lastSnippet={lastSnippet}
          pending={
            context.problems.includes('number')
              ? siteButton.snippetPending
              : siteButton.snippetPendingProblems
          }
          check={
            confirming && (
              <NumberCheck
                hints={hints}
                country={country.iso}
                onSwitchCountry={(iso, phone) => {
                  switchCountry(iso, phone);
                  copyRef.current?.focus();
                }}
                onUseNumber={(phone) => {
                  putNumber(phone);
                  copyRef.current?.focus();
                }}
                onConfirm={() => {
                  actor.send({ type: 'number.confirm' });
                  copyRef.current?.focus();
                }}
              />
            )
          }
          copyRef={copyRef}
          onCopy={() => actor.send({ type: 'snippet.copy' })}
        />
      }
    />
  );
}

type SiteButtonActor = ActorRefFrom<typeof siteButtonMachine>;

/**
 * Reads the clipboard's progress here: 'Copiar código' re-renders the snippet and its button,
 * not the whole tool (about 60 ms at 4× CPU, twice a press: copying, then copied).
 */
function SnippetWithCopyState({
  actor,
  ...snippet
}: Omit<ComponentProps<typeof SiteButtonSnippet>, 'copying' | 'copied'> & {
  actor: SiteButtonActor;
}) {
  const copying = useSelector(actor, (state) => state.matches('copying'));
  const copied = useSelector(actor, (state) => state.matches('copied'));
  return (
    <>
      <SiteButtonSnippet {...snippet} copying={copying} copied={copied} />
      <VisuallyHidden aria-live="polite">{copied ? siteButton.copiedLabel : ''}</VisuallyHidden>
    </>
  );
}
