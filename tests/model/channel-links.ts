import { channelLinksMachine } from '../../machines/channelLinks';
import type { MachineModel } from './model';

/** The clipboard's answers to a channel's 'Copiar', as the events the invoked actor sends. */
export const CHANNEL_COPY_DONE = { type: 'xstate.done.actor.copyLink' };
export const CHANNEL_COPY_FAILED = {
  type: 'xstate.error.actor.copyLink',
  error: 'NotAllowedError',
};

/** The second channel's link, as the page builds it for the model's number and no message. */
export const CHANNEL_COPIED = {
  channel: 'google',
  link: 'https://wa.me/5511912345678?text=(ref%3A%20GOOGLE)',
};

export const channelLinksModel: MachineModel = {
  machine: channelLinksMachine,
  events: [
    { type: 'channels.show' },
    { type: 'channels.hide' },
    { type: 'channel.copy', ...CHANNEL_COPIED },
    CHANNEL_COPY_DONE,
    CHANNEL_COPY_FAILED,
  ],
};
