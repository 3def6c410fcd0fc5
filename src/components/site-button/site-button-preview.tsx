import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewDevice } from '../../../machines/siteButton';
import { siteButton } from '../../content/site-button';
import { type SiteButtonOptions, widgetConfig } from '../../domain/site-button';
import { WHATSAPP_GREEN } from '../../domain/site-button-limits';
import { inBrazilianWeekOrder } from '../../domain/week';
import { mountChatWidget } from '../../widget/runtime';

const HEX = /^#[0-9a-f]{6}$/i;
/** The computer preview draws a 1024 x 640 screen, scaled down to the space it has. */
const COMPUTER = { width: 1024, height: 640 } as const;

interface Props {
  options: SiteButtonOptions;
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
}

/**
 * The widget on a made-up shop's page: the snippet's own code (`mountChatWidget`), run as a module
 * (the site's policy runs no inline script), on a sample screen it takes for the whole screen.
 * It shows at once, whatever the hours or the scroll; what it will do over time is said in words
 * below it. It can be tried: the window opens, the greeting bubble comes.
 */
export function SiteButtonPreview({ options, device, onDevice }: Props) {
  const phone = device === 'phone';
  const hiddenHere =
    (phone && options.devices === 'computers') || (!phone && options.devices === 'phones');
  return (
    <Box as="section" aria-labelledby="site-button-preview-heading">
      <HStack justify="space-between" flexWrap="wrap" gap="3" mb="3">
        <Heading id="site-button-preview-heading" as="h2" fontSize="md">
          {siteButton.previewHeading}
        </Heading>
        <HStack role="group" aria-label={siteButton.previewDevicesLabel} gap="1">
          {siteButton.previewDevices.map((choice) => (
            <Button
              key={choice.value}
              type="button"
              size="xs"
              variant={device === choice.value ? 'solid' : 'outline'}
              aria-pressed={device === choice.value}
              onClick={() => onDevice(choice.value)}
            >
              {choice.label}
            </Button>
          ))}
        </HStack>
      </HStack>
      {phone ? (
        <Box
          data-testid="site-button-preview"
          data-device="phone"
          mx="auto"
          w="full"
          maxW="xs"
          h="96"
          overflow="hidden"
          rounded="3xl"
          // A ring outside the screen, not a border inside it: the screen keeps the width the
          // widget is drawn for, up to a 320 px phone's.
          outline="6px solid"
          outlineColor="border.emphasized"
          my="1.5"
        >
          <SampleScreen options={options} phone h="full" />
        </Box>
      ) : (
        <ScaledScreen options={options} />
      )}
      <Stack as="ul" gap="1" mt="3" fontSize="sm" color="fg.muted" listStyleType="disc" ps="5">
        {behaviour(options, hiddenHere).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Stack>
    </Box>
  );
}

/** What the snippet's CSS and script will do, said in words. */
function behaviour(options: SiteButtonOptions, hiddenHere: boolean): string[] {
  const words = siteButton.behaviour;
  const lines: string[] = [];
  const appear = {
    load: words.always,
    seconds: words.afterSeconds(Number.isInteger(options.seconds) ? options.seconds : 0),
    some: words.afterSomeScroll,
    half: words.atHalfPage,
  };
  lines.push(appear[options.appear]);
  if (options.devices === 'phones') lines.push(words.phonesOnly);
  if (options.devices === 'computers') lines.push(words.computersOnly);
  if (hiddenHere) lines.push(words.hiddenOnThisScreen);
  if (options.hours && options.hours.days.length > 0) {
    const days = inBrazilianWeekOrder(options.hours.days)
      .map((d) => siteButton.weekdays[d])
      .join(', ');
    lines.push(words.hours(days, options.hours.opens, options.hours.closes));
  }
  if (options.includePage) lines.push(words.withPage);
  return lines;
}

/** The computer's screen at its own size, scaled to the column's width. */
function ScaledScreen({ options }: { options: SiteButtonOptions }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setScale(element.clientWidth / COMPUTER.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={frame}
      data-testid="site-button-preview"
      data-device="computer"
      w="full"
      overflow="hidden"
      rounded="lg"
      borderWidth="1px"
      borderColor="border.emphasized"
      style={{ aspectRatio: `${COMPUTER.width} / ${COMPUTER.height}` }}
    >
      <SampleScreen
        options={options}
        phone={false}
        style={{
          width: COMPUTER.width,
          height: COMPUTER.height,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      />
    </Box>
  );
}

/**
 * The sample page and, over it, the widget: its fixed layer is held to this screen by layout
 * containment, which makes the screen the widget's whole world (its size, its corner).
 */
function SampleScreen({
  options,
  phone,
  ...rest
}: { options: SiteButtonOptions; phone: boolean } & ComponentProps<typeof Box>) {
  const layer = useRef<HTMLDivElement>(null);
  const config = useMemo(() => {
    const color = HEX.test(options.color) ? options.color : WHATSAPP_GREEN;
    return widgetConfig({ ...options, color });
  }, [options]);
  useEffect(() => {
    if (!layer.current) return undefined;
    return mountChatWidget(config, { into: layer.current, preview: true });
  }, [config]);
  return (
    <Box position="relative" {...rest}>
      <SamplePage phone={phone} />
      <Box
        ref={layer}
        data-testid="site-button-sample"
        position="absolute"
        inset="0"
        css={{ contain: 'layout' }}
      />
    </Box>
  );
}

/** A product page of a small shop, in grey blocks and a few words. */
function SamplePage({ phone }: { phone: boolean }) {
  const shop = siteButton.sampleShop;
  return (
    <Stack gap="3" p={phone ? '3' : '5'} h="full" bg="bg" aria-hidden>
      <HStack justify="space-between" borderBottomWidth="1px" borderColor="border.muted" pb="2">
        <Text fontWeight="bold" fontSize="sm">
          {shop.name}
        </Text>
        <HStack gap="1.5" aria-hidden>
          {[0, 1, 2].map((bar) => (
            <Box key={bar} w="4" h="0.5" bg="fg.subtle" rounded="full" />
          ))}
        </HStack>
      </HStack>
      <Stack direction={phone ? 'column' : 'row'} gap="4" flex="1">
        <Box bg="bg.emphasized" rounded="md" h={phone ? '32' : 'full'} w={phone ? 'full' : '45%'} />
        <Stack gap="1.5" flex="1">
          <Text fontWeight="semibold" fontSize="sm">
            {shop.heading}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {shop.text}
          </Text>
          <Text fontWeight="bold" fontSize="sm">
            {shop.price}
          </Text>
          <Box h="2" w="80%" bg="bg.emphasized" rounded="full" />
          <Box h="2" w="60%" bg="bg.emphasized" rounded="full" />
        </Stack>
      </Stack>
    </Stack>
  );
}
