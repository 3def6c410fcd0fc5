import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import placeholderWebp from '../../assets/video-placeholder.webp';

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
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <chakra.img
      ref={ref}
      src={failed ? placeholderWebp : src}
      alt={alt}
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      objectFit="cover"
      onError={() => setFailed(true)}
      {...img}
    />
  );
}
