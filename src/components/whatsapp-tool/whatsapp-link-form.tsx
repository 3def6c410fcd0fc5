import { Button, chakra, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useRef } from 'react';
import { LuEraser, LuLink } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import { whatsappLinkMachine } from '../../../machines/whatsappLink';
import { toasts, whatsappTool } from '../../content/whatsapp-tool';
import { copyText } from '../../browser/clipboard';
import { looksLikeBrazilianNumber } from '../../domain/whatsapp-link';
import { notify } from '../ui/toaster';
import { WhatsAppLinkResult } from './whatsapp-link-result';
import { inspected } from '../../browser/inspector';

export function WhatsAppLinkForm() {
  const phoneRef = useRef<HTMLInputElement>(null);
  const actor = useActorRef(
    // eslint-disable-next-line react-hooks/refs -- the ref is read inside an action, never during render
    whatsappLinkMachine.provide({
      actions: {
        notifyGenerated: () => notify('success', toasts.generated),
        notifyInvalidPhone: () => notify('error', toasts.invalidPhone),
        notifyCopied: () => notify('success', toasts.copied),
        notifyCopyFailed: () => notify('error', toasts.copyFailed),
        focusPhone: () => phoneRef.current?.focus(),
      },
      actors: {
        copyLink: fromPromise(({ input }) => copyText(input.link)),
      },
    }),
    inspected(),
  );
  const { phone, message, link } = useSelector(actor, (state) => state.context);
  const isError = useSelector(actor, (state) => state.matches('error'));
  const isCopying = useSelector(actor, (state) => state.matches('copying'));

  function generate(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'link.generate' });
  }

  const phoneNote = looksLikeBrazilianNumber(phone)
    ? whatsappTool.phoneHelper
    : whatsappTool.phoneLengthHint;

  return (
    <Stack gap="6">
      {/* `dialog` outside any dialog submits nowhere: pressed before the script runs, the form
          stays put instead of reloading with what was typed in the URL. */}
      <chakra.form method="dialog" onSubmit={generate} noValidate>
        <Stack gap="5">
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
              <Field.HelperText>{phoneNote}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root>
            <Field.Label>{whatsappTool.messageLabel}</Field.Label>
            <Textarea
              name="message"
              rows={4}
              size="lg"
              autoresize
              maxH="60"
              placeholder={whatsappTool.messagePlaceholder}
              value={message}
              onChange={(e) => actor.send({ type: 'message.change', value: e.currentTarget.value })}
            />
          </Field.Root>
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="whatsapp" size="lg" flex="1" minW="44">
              <LuLink aria-hidden />
              {whatsappTool.generateLabel}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => actor.send({ type: 'form.clear' })}
            >
              <LuEraser aria-hidden />
              {whatsappTool.clearLabel}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {link && (
        <WhatsAppLinkResult
          link={link}
          copying={isCopying}
          onCopy={() => actor.send({ type: 'link.copy' })}
        />
      )}
    </Stack>
  );
}
