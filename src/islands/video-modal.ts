/**
 * The video testimonials: a press on a poster opens its player. The behaviour is the video modal
 * machine's; this module binds it to the posters (each marked as the island's, paired with
 * `videoTestimonials` in order) and to the player dialog (`VideoTestimonialModal`, closed in the
 * page). The player comes after the frame that shows the dialog, and goes when it closes.
 */
import { createActor } from 'xstate';
import { videoModalMachine } from '../../machines/videoModal';
import { inspected } from '../browser/inspector';
import { controlModalDialog } from '../browser/modal-dialog';
import { VIDEO_DIALOG_ID } from '../browser/page-contract';
import { testimonialsSection, videoTestimonials } from '../content/testimonials';

/** What the embedded player may do: play at once, full screen, picture in picture. */
const PLAYER_PERMISSIONS = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

export function start(posters: HTMLElement[]): void {
  const dialog = document.getElementById(VIDEO_DIALOG_ID);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const title = dialog.querySelector('h2');
  const stage = dialog.querySelector('[data-player-stage]');
  if (!title || !stage) return;
  const modal = createActor(videoModalMachine, inspected());
  const control = controlModalDialog(dialog, {
    onClose: () => modal.send({ type: 'dialog.close' }),
  });

  let shown: string | null = null;
  modal.subscribe(({ context: { selected } }) => {
    if (selected === shown) return;
    shown = selected;
    stage.querySelector('iframe')?.remove();
    const video = videoTestimonials.find((candidate) => candidate.embedUrl === selected);
    if (!video) {
      control.hide();
      title.textContent = '';
      return;
    }
    title.textContent = testimonialsSection.playerTitle(video);
    control.show();
    // Creating the player's frame held back the opening's first paint: it comes after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (shown !== video.embedUrl) return;
        const player = document.createElement('iframe');
        player.allow = PLAYER_PERMISSIONS;
        player.src = `${video.embedUrl}?autoplay=1&rel=0`;
        player.title = testimonialsSection.playLabel(video.name);
        stage.append(player);
      }),
    );
  });
  modal.start();

  posters.forEach((poster, index) => {
    const video = videoTestimonials[index];
    if (!video) return;
    poster.addEventListener('click', () =>
      modal.send({ type: 'dialog.open', value: video.embedUrl }),
    );
  });
}
