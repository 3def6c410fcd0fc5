import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import placeholderWebp from '../../assets/video-placeholder.webp';

/** The platform's `hqdefault` size; an unknown video gets a 120×90 grey stand-in instead. */
const THUMBNAIL_SIZE = { width: 480, height: 360 };
const STAND_IN_MAX_WIDTH = 120;

/** Broken, or the platform's "no such video" stand-in: either way, show our placeholder. */
function isUnavailable(image: HTMLImageElement): boolean {
  return image.naturalWidth === 0 || image.naturalWidth <= STAND_IN_MAX_WIDTH;
}

interface VideoThumbnailProps extends Omit<HTMLChakraProps<'img'>, 'src'> {
  src: string;
  alt: string;
}

/**
 * A thumbnail from the video platform that falls back to our own placeholder when it cannot load
 * (blocked, offline, removed). An error may fire before hydration, so the mount effect checks too.
 */
export function VideoThumbnail({ src, alt, ...img }: VideoThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && isUnavailable(image)) setFailed(true);
  }, []);

  return (
    <chakra.img
      ref={ref}
      src={failed ? placeholderWebp : src}
      alt={alt}
      htmlWidth={THUMBNAIL_SIZE.width}
      htmlHeight={THUMBNAIL_SIZE.height}
      loading="lazy"
      decoding="async"
      objectFit="cover"
      onError={() => setFailed(true)}
      onLoad={(event) => {
        if (isUnavailable(event.currentTarget)) setFailed(true);
      }}
      {...img}
    />
  );
}
