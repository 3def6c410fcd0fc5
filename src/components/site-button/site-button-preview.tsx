import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PreviewDevice } from '../../../machines/siteButton';
import { siteButton } from '../../content/site-button';
import { textColorOn, type SiteButtonOptions, WHATSAPP_GREEN } from '../../domain/site-button';
import { inBrazilianWeekOrder } from '../../domain/week';
import { WhatsAppIcon } from '../icons/whatsapp-icon';

const HEX = /^#[0-9a-f]{6}$/i;

interface Props {
  options: SiteButtonOptions;
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
}

/**
 * The button on a made-up shop's page, drawn from the same options as the snippet (never the
 * snippet itself: the site's policy runs no inline script, and the preview needs none). What the
 * script will do over time is said in words below it.
 */
export function SiteButtonPreview({ options, device, onDevice }: Props) {
  const color = HEX.test(options.color) ? options.color : WHATSAPP_GREEN;
  const label = options.label.trim();
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
      <Box
        data-testid="site-button-preview"
        data-device={device}
        position="relative"
        mx="auto"
        w="full"
        maxW={phone ? '2xs' : 'full'}
        h={phone ? '96' : '72'}
        overflow="hidden"
        rounded={phone ? '3xl' : 'lg'}
        borderWidth={phone ? '6px' : '1px'}
        borderColor="border.emphasized"
        bg="bg.subtle"
        aria-hidden
      >
        <SamplePage phone={phone} />
        {!hiddenHere && (
          <chakra.span
            data-testid="site-button-sample"
            position="absolute"
            bottom="3"
            {...(options.side === 'left' ? { left: '3' } : { right: '3' })}
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            minH="10"
            px={label ? '3.5' : '2.5'}
            rounded="full"
            fontSize="xs"
            fontWeight="semibold"
            shadow="md"
            maxW="calc(100% - 1.5rem)"
            style={{ background: color, color: textColorOn(color) }}
          >
            <WhatsAppIcon size="1.25em" style={{ flex: 'none' }} />
            {label && <chakra.span truncate>{label}</chakra.span>}
          </chakra.span>
        )}
      </Box>
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
  const scroll = options.showAfterScroll;
  lines.push(Number.isInteger(scroll) && scroll > 0 ? words.afterScroll(scroll) : words.always);
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

/** A product page of a small shop, in grey blocks and a few words. */
function SamplePage({ phone }: { phone: boolean }) {
  const shop = siteButton.sampleShop;
  return (
    <Stack gap="3" p={phone ? '3' : '5'} h="full" bg="bg">
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
