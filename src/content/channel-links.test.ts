import { describe, expect, it } from 'vitest';
import { channelLinks } from '../domain/channel-links';
import { CHANNEL_COPIED } from '../../tests/model/channel-links';
import { channelLinksText } from './channel-links';

const { channels } = channelLinksText;

describe('the channels of the links per channel', () => {
  it('are the five the issue names, each with its own reference', () => {
    expect(channels.map((channel) => channel.ref)).toEqual([
      'IG',
      'GOOGLE',
      'FB',
      'PANFLETO',
      'ANUNCIO',
    ]);
    expect(new Set(channels.map((channel) => channel.id)).size).toBe(channels.length);
  });

  it('give the link the browser tests copy', () => {
    const copied = channelLinks('5511912345678', '', channels).find(
      (link) => link.channel.id === CHANNEL_COPIED.channel,
    );
    expect(copied?.url).toBe(CHANNEL_COPIED.link);
  });
});
