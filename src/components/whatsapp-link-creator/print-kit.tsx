import {
  Box,
  Button,
  chakra,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  Stack,
  Text,
  useRecipe,
} from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LuChevronDown, LuChevronUp, LuDownload, LuImage, LuX } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import {
  type FileKind,
  type LogoFile,
  LOGO_TYPES,
  type MakeFileInput,
  printKitMachine,
} from '../../../machines/printKit';
import { inspected } from '../../browser/inspector';
import { Reveal } from '../ui/reveal';
import {
  loadModuleEncoder,
  makePrintFile,
  type ModuleEncoder,
  readLogo,
} from '../../browser/print-kit-files';
import { downloadBlob } from '../../browser/qr-code';
import { printKitText as text } from '../../content/print-kit';
import { formatNumber } from '../../domain/number-format';
import {
  CTA_MAX_LENGTH,
  isTooDense,
  moduleSizeMm,
  nameFits,
  PRINT_FORMATS,
  PRINT_THEMES,
  type PrintFormat,
  printedName,
  printLayout,
  type PrintTheme,
} from '../../domain/print-kit';
import { printKitSvg } from '../../domain/print-kit-svg';
import { fitsInPrintedQrCode } from '../../domain/qr-payload';
import { CheckField } from '../site-button/choice-fields';

interface Props {
  link: string;
  /** The number as dialled, `+55 11 98765-4321`: printed under the code. */
  dialled: string;
}

const isFormat = (value: string): value is PrintFormat =>
  (PRINT_FORMATS as readonly string[]).includes(value);
const isTheme = (value: string): value is PrintTheme =>
  (PRINT_THEMES as readonly string[]).includes(value);

/**
 * The result's link on paper: a poster, a table tent, a business card and a sticker, each as PDF
 * and SVG, with an optional logo in the code's centre. Shown on request, like the links per
 * channel; the files are made on the device.
 */
export function PrintKit({ link, dialled }: Props) {
  const id = useId();
  const select = useRecipe({ key: 'input' });
  const [state, send] = useMachine(
    printKitMachine.provide({
      actors: {
        readLogo: fromPromise(({ input }: { input: { file: LogoFile } }) =>
          readLogo(input.file as File),
        ),
        makeFile: fromPromise(({ input }: { input: MakeFileInput }) =>
          makePrintFile({ ...input, caption: text.caption }),
        ),
      },
      actions: {
        saveFile: (_, { blob, ...file }) => {
          downloadBlob(blob, text.fileName(file));
        },
      },
    }),
    inspected({ input: { cta: text.ctaDefault } }),
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const [encode, setEncode] = useState<ModuleEncoder | null>(null);
  const shown = !state.matches('closed');

  useEffect(() => {
    if (!shown) return;
    let live = true;
    void loadModuleEncoder().then((loaded) => {
      if (live) setEncode(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [shown]);

  const { format, theme, name, bleed, cta, logo, logoProblem, made } = state.context;
  const formatName = text.formats[format].name;
  const fits = fitsInPrintedQrCode(link);
  const code = useMemo(() => (encode && fits ? encode(link) : null), [encode, fits, link]);
  const modules = code ? code.length : null;
  const nameOk = nameFits(name);
  // The piece as the files will print it, drawn by the SVG writer: no PDF code is loaded for it.
  const preview = useMemo(
    () =>
      code &&
      printKitSvg(
        printLayout({
          format,
          modules: code,
          cta,
          number: dialled,
          withLogo: logo !== null,
          theme,
          name,
          caption: text.caption,
          bleed,
        }),
        logo?.dataUrl,
      ),
    [code, format, cta, dialled, logo, theme, name, bleed],
  );
  const busy = state.matches('generating');
  // The file prints the link as it is when the button is pressed.
  const make = (kind: FileKind) => send({ type: 'file.make', kind, link, number: dialled });

  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} as="h3" fontSize="sm" mb="1">
        {text.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {text.intro}
      </Text>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={shown}
        aria-controls={shown ? id : undefined}
        onClick={() => send({ type: shown ? 'kit.close' : 'kit.open' })}
      >
        {shown ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
        {shown ? text.closeLabel : text.openLabel}
      </Button>
      {shown && (
        <Reveal>
          <Stack id={id} gap="4" mt="4">
            <Field.Root>
              <Field.Label htmlFor={`${id}-format`}>{text.formatLabel}</Field.Label>
              <chakra.select
                id={`${id}-format`}
                css={select({ size: 'md' })}
                value={format}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isFormat(value)) send({ type: 'format.choose', format: value });
                }}
              >
                {PRINT_FORMATS.map((option) => (
                  <chakra.option key={option} value={option} bg="bg.panel">
                    {`${text.formats[option].name} (${text.formats[option].size})`}
                  </chakra.option>
                ))}
              </chakra.select>
            </Field.Root>
            <Field.Root>
              <Field.Label htmlFor={`${id}-theme`}>{text.themeLabel}</Field.Label>
              <chakra.select
                id={`${id}-theme`}
                css={select({ size: 'md' })}
                value={theme}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isTheme(value)) send({ type: 'theme.choose', theme: value });
                }}
              >
                {PRINT_THEMES.map((option) => (
                  <chakra.option key={option} value={option} bg="bg.panel">
                    {text.themes[option]}
                  </chakra.option>
                ))}
              </chakra.select>
            </Field.Root>
            <Field.Root invalid={!nameOk}>
              <Field.Label>{text.nameLabel}</Field.Label>
              <Input
                value={name}
                bg="bg"
                autoComplete="organization"
                onChange={(event) =>
                  send({ type: 'name.change', value: event.currentTarget.value })
                }
              />
              {nameOk ? (
                <Field.HelperText>{text.nameHelp}</Field.HelperText>
              ) : (
                <Field.ErrorText>{text.nameTooLong(printedName(name).length)}</Field.ErrorText>
              )}
            </Field.Root>
            {!fits && (
              <Text role="note" fontSize="sm" color="fg.warning">
                {text.tooLong}
              </Text>
            )}
            {modules !== null && isTooDense(format, modules) && (
              <Text role="note" fontSize="sm" color="fg.warning">
                {text.tooDense(formatName, formatNumber(moduleSizeMm(format, modules), 2))}
              </Text>
            )}
            <Field.Root>
              <Field.Label>{text.ctaLabel}</Field.Label>
              <Input
                value={cta}
                maxLength={CTA_MAX_LENGTH}
                bg="bg"
                onChange={(event) => send({ type: 'cta.change', value: event.currentTarget.value })}
              />
              <Field.HelperText>{text.ctaHelp}</Field.HelperText>
            </Field.Root>
            <Field.Root invalid={logoProblem !== null}>
              <Field.Label htmlFor={`${id}-logo-file`}>{text.logoLabel}</Field.Label>
              {/* The browser's own file button speaks the browser's language: ours is Portuguese. */}
              <input
                ref={fileInput}
                id={`${id}-logo-file`}
                type="file"
                hidden
                accept={LOGO_TYPES.join(',')}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  // The same file can be chosen again after a refusal.
                  event.currentTarget.value = '';
                  if (file) send({ type: 'logo.choose', file });
                }}
              />
              <Button
                variant="outline"
                size="sm"
                alignSelf="start"
                disabled={state.matches('readingLogo')}
                onClick={() => fileInput.current?.click()}
              >
                <LuImage aria-hidden />
                {logo ? text.logoChangeLabel : text.logoChooseLabel}
              </Button>
              {logoProblem ? (
                <Field.ErrorText role="alert">{text.logoProblems[logoProblem]}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {state.matches('readingLogo') ? text.logoReading : text.logoHelp}
                </Field.HelperText>
              )}
            </Field.Root>
            {logo && (
              <HStack gap="3">
                <Box bg="white" rounded="md" p="1" w="12" h="12" flexShrink="0">
                  <Image
                    src={logo.dataUrl}
                    alt={text.logoAlt(logo.name)}
                    w="full"
                    h="full"
                    fit="contain"
                  />
                </Box>
                <Button variant="outline" size="sm" onClick={() => send({ type: 'logo.remove' })}>
                  <LuX aria-hidden />
                  {text.logoRemoveLabel}
                </Button>
              </HStack>
            )}
            <CheckField
              name={`${id}-bleed`}
              label={text.bleedLabel}
              checked={bleed}
              onChange={(value) => send({ type: 'bleed.change', value })}
              helper={
                <Text fontSize="sm" color="fg.muted" ps="6">
                  {text.bleedHelp}
                </Text>
              }
            />
            {preview && (
              <Stack as="figure" gap="1" m="0">
                <Text as="figcaption" fontSize="sm" fontWeight="semibold">
                  {text.previewLabel}
                </Text>
                <Image
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview)}`}
                  alt={text.previewAlt({
                    format: formatName,
                    size: text.formats[format].size,
                    name: printedName(name),
                    cta,
                    number: dialled,
                  })}
                  maxW="full"
                  maxH="sm"
                  w="auto"
                  alignSelf="start"
                  borderWidth="1px"
                  borderColor="border"
                  bg="white"
                />
              </Stack>
            )}
            <HStack gap="2" flexWrap="wrap">
              {(['pdf', 'svg'] as const).map((kind) => (
                <Button
                  key={kind}
                  colorPalette="whatsapp"
                  size="sm"
                  aria-busy={busy && state.context.request.kind === kind}
                  disabled={busy || state.matches('readingLogo') || !fits || !nameOk}
                  onClick={() => make(kind)}
                >
                  <LuDownload aria-hidden />
                  {busy && state.context.request.kind === kind
                    ? text.makingLabel
                    : text.downloadLabel(kind)}
                </Button>
              ))}
            </HStack>
            {state.matches('failed') && (
              <HStack role="alert" gap="3" flexWrap="wrap">
                <Text fontSize="sm" color="fg.error">
                  {text.failed}
                </Text>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => make(state.context.request.kind)}
                >
                  {text.retryLabel}
                </Button>
              </HStack>
            )}
            <Text role="status" fontSize="sm" color="fg.muted">
              {made && state.matches('open')
                ? text.made(text.formats[made.format].name, made.kind)
                : ''}
            </Text>
          </Stack>
        </Reveal>
      )}
    </Box>
  );
}
