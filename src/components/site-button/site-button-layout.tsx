import { Box, Button, Grid, Separator, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { siteButton } from '../../content/site-button';
import { shortLandscape } from '../../theme/media';
import { DOCK_HEIGHT } from '../floating/floating-room';

interface Props {
  form: ReactNode;
  preview: ReactNode;
  snippet: ReactNode;
  /** Below computer widths: whether 'Ver prévia' has the preview panel open. */
  previewOpen: boolean;
  onTogglePreview: () => void;
}

/** The phone frame's height in the panel: most of it, with the form's field in view above. */
const PANEL_FRAME = 'min(24rem, 42dvh)';
/**
 * On a phone on its side: the frame fits between the column's top and the page's dock (its
 * heading row, 3rem; the gap above, 1rem; the dock, 4rem; a margin).
 */
const SIDE_FRAME = 'calc(100dvh - 9rem - env(safe-area-inset-bottom))';

/**
 * Where the maker's parts sit, so each change is seen as it is made. On computers (from `lg`) and
 * on a phone on its side (too short for a panel over the form) the preview is a column beside the
 * form, held at the top of the screen as the form scrolls, its frame as tall as the screen allows
 * above the page's dock. On a phone held upright, 'Ver prévia' sits at the foot of the screen
 * while the tool is in view, just above the page's dock, and opens the preview in a panel over the
 * form's foot: the dock never covers the previewed button.
 */
export function SiteButtonLayout(props: Props) {
  const { form, preview, snippet, previewOpen, onTogglePreview } = props;
  const panel = useId();
  return (
    <Grid
      data-site-button=""
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 22rem)' }}
      columnGap="10"
      rowGap="8"
      alignItems="start"
      // Our own floating WhatsApp button would sit in the corner the previewed one takes, one
      // easily taken for the other: on this page it steps aside (the header and footer still lead
      // to us). 'Voltar ao topo' and the dock stay.
      css={{
        'html:has(&) [data-floating-whatsapp]': { display: 'none' },
        [shortLandscape]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 16rem)' },
      }}
    >
      <Stack gap="8" minW="0">
        {form}
        <Separator />
        {snippet}
      </Stack>
      <Box
        data-testid="site-button-preview-dock"
        position="sticky"
        top={{ lg: '6' }}
        bottom={{ base: DOCK_HEIGHT, lg: 'auto' }}
        zIndex={{ base: 'docked', lg: 'auto' }}
        mx={{ base: '-2', lg: '0' }}
        css={{ [shortLandscape]: { top: '4', bottom: 'auto', zIndex: 'auto', mx: '0' } }}
      >
        <Box
          id={panel}
          display={{ base: previewOpen ? 'block' : 'none', lg: 'block' }}
          maxH={{ base: `calc(100dvh - 7rem - env(safe-area-inset-bottom))`, lg: 'none' }}
          overflowY={{ base: 'auto', lg: 'visible' }}
          bg={{ base: 'bg', lg: 'transparent' }}
          borderWidth={{ base: '1px', lg: '0' }}
          borderBottomWidth="0"
          borderColor="border.emphasized"
          roundedTop={{ base: 'l3', lg: 'none' }}
          shadow={{ base: 'lg', lg: 'none' }}
          p={{ base: '3', lg: '0' }}
          css={{
            '& [data-device=phone]': { maxH: { base: PANEL_FRAME, lg: 'none' } },
            [shortLandscape]: {
              display: 'block',
              maxH: 'none',
              overflowY: 'visible',
              bg: 'transparent',
              borderWidth: '0',
              shadow: 'none',
              p: '0',
              '& [data-device=phone]': { maxH: SIDE_FRAME },
            },
          }}
        >
          {preview}
        </Box>
        <Button
          type="button"
          hideFrom="lg"
          data-narrow-only=""
          w="full"
          size="lg"
          variant="solid"
          rounded={previewOpen ? '0' : undefined}
          // Opaque when open (the recipe's 90% would let the form show through over the panel).
          _expanded={{ bg: 'colorPalette.solid' }}
          shadow="lg"
          css={{ [shortLandscape]: { display: 'none' } }}
          aria-expanded={previewOpen}
          aria-controls={panel}
          onClick={onTogglePreview}
        >
          {previewOpen ? <LuEyeOff aria-hidden /> : <LuEye aria-hidden />}
          {previewOpen ? siteButton.previewHideLabel : siteButton.previewShowLabel}
        </Button>
      </Box>
    </Grid>
  );
}
