// The addresses of a YouTube video, from its id (what the content files keep).

/** The video's page, opened in a new tab. */
export const youtubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

/** The privacy-enhanced player, loaded only once the visitor opens the video. */
export const youtubeEmbedUrl = (id: string): string =>
  `https://www.youtube-nocookie.com/embed/${id}`;
