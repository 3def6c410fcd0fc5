import { chakra, Separator, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { getInitialSnapshot } from 'xstate';
import { siteButtonMachine } from '../../../machines/siteButton';
import { revealAndFocus } from '../../browser/reveal-panel';
import { siteButton, siteButtonDefaults } from '../../content/site-button';
import { countryByIso } from '../../domain/countries';
import { phoneHints } from '../../domain/phone-hints';
import { siteButtonOptions } from '../../domain/site-button-form';
import { useHydratedSelector } from '../../hooks/use-hydrated-selector';
import { notify } from '../ui/toaster';
import { PhoneNotes } from '../whatsapp-tool/phone-notes';
import { useDialledNumber } from '../whatsapp-tool/use-dialled-number';
import { createSiteButton, type SiteButtonView } from '../../islands/site-button-machine';
import { type Change, PROBLEM_FIELD, SiteButtonFields } from './site-button-fields';
import { SiteButtonPreview } from './site-button-preview';
import { SiteButtonSnippet } from './site-button-snippet';
import { typedBeforeLive } from '../../islands/site-button-typed';
import { islandSiteButton, takeOverSiteButton } from '../../islands/site-button';

/** What the tool shows and moves once the app is live. */
const appView: SiteButtonView = {
  notify,
  focusProblem: (problem) => {
    const field = document.querySelector<HTMLElement>(`[${PROBLEM_FIELD}="${problem}"]`);
    if (field) revealAndFocus(field);
  },
};

/** The state the tool is prerendered in: what React hydrates against. */
const prerendered = getInitialSnapshot(siteButtonMachine, siteButtonDefaults);

/**
 * The chat-button maker: the form, a live preview on a sample page and the snippet to paste.
 * Before the app is live its island answers (src/islands/site-button.ts) on the machine the tool
 * takes over here; what was typed or picked before either was live is read back from the native
 * controls.
 */
export function SiteButtonTool() {
  const formRef = useRef<HTMLFormElement>(null);
  // The island's maker, taken over with its state (typed and copied before the app was live), or
  // a new one (a page the app rendered itself). Not stopped on unmount: idle, it holds nothing,
  // and strict mode would stop it between mounts.
  const [island] = useState(islandSiteButton);
  const [actor] = useState(() => island?.actor ?? createSiteButton(appView));
  const context = useHydratedSelector(actor, (state) => state.context, prerendered);
  const invalid = useHydratedSelector(actor, (state) => state.matches('invalid'), prerendered);
  const copying = useHydratedSelector(actor, (state) => state.matches('copying'), prerendered);
  const copied = useHydratedSelector(actor, (state) => state.matches('copied'), prerendered);
  const { form, problems, snippet, preview } = context;

  useLayoutEffect(() => {
    // From now on the tool shows the maker: its toasts, its focus, its messages.
    takeOverSiteButton(actor, formRef.current?.parentElement ?? document.body, appView);
    // Typed or picked before the island (or the app) was live: the native controls hold it.
    const typed = formRef.current
      ? typedBeforeLive(formRef.current, actor.getSnapshot().context.form)
      : {};
    if (Object.keys(typed).length > 0) actor.send({ type: 'form.change', patch: typed });
  }, [actor]);

  // The business's clock is this device's: read in the browser, never while prerendering.
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (timeZone) actor.send({ type: 'form.change', patch: { timeZone } });
  }, [actor]);

  const change: Change = useCallback(
    (patch) => actor.send({ type: 'form.change', patch }),
    [actor],
  );

  // The number is only reported once 'Copiar código' asked for it: an empty field at first is
  // no mistake. Every other problem comes from something typed, and shows at once.
  const shown = useMemo(
    () => new Set(problems.filter((problem) => invalid || problem !== 'number')),
    [problems, invalid],
  );
  // The island's message goes once the tool shows its own.
  const numberShown = shown.has('number');
  useLayoutEffect(() => {
    if (numberShown) island?.releaseNumberError();
  }, [island, numberShown]);
  const options = useMemo(() => siteButtonOptions(form), [form]);
  const country = countryByIso(form.country);
  const hints = useMemo(() => phoneHints(form.phone, country), [form.phone, country]);
  const describeNumber = useDialledNumber();
  const dialled = options.number === '' ? null : describeNumber(options.number);

  return (
    <Stack gap="8" data-site-button="">
      {/* `dialog` outside any dialog submits nowhere: Enter in a field before the app is live
          leaves the page (and what was typed) where it is. */}
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
              notMobileIn={dialled?.notMobile ? country.iso : null}
              hints={hints}
              onSwitchCountry={(iso) => change({ country: iso })}
              onUseNumber={(phone) => change({ phone })}
            />
          }
        />
      </chakra.form>
      <Separator />
      <SiteButtonPreview
        options={options}
        device={preview}
        onDevice={(device) => actor.send({ type: 'preview.show', device })}
      />
      <Separator />
      <SiteButtonSnippet
        snippet={snippet}
        copying={copying}
        copied={copied}
        onCopy={() => actor.send({ type: 'snippet.copy' })}
      />
      <VisuallyHidden aria-live="polite">{copied ? siteButton.copiedLabel : ''}</VisuallyHidden>
    </Stack>
  );
}
