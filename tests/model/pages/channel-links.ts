import { expect, type Page } from '@playwright/test';
import { channelLinksText } from '../../../src/content/channel-links';
import { toasts, whatsappLinkCreator } from '../../../src/content/whatsapp-link-creator';
import {
  CHANNEL_COPIED,
  CHANNEL_COPY_DONE,
  CHANNEL_COPY_FAILED,
  channelLinksModel,
} from '../channel-links';
import type { PageModel } from './page-model';
import { answerCopy, holdEffects } from './whatsapp-link-creator';
import { closeToastOnceShown, closeToasts } from '../../e2e/fixtures';

const text = channelLinksText;
const nameOf = (id: unknown) => text.channels.find((channel) => channel.id === id)?.name ?? '';
const channelList = (page: Page) =>
  page.getByRole('region', { name: text.heading }).getByRole('listitem');
const copyButton = (page: Page, channel: unknown) =>
  page.getByRole('button', { name: text.copyAria(nameOf(channel)) });

export const channelLinksPage: PageModel = {
  model: channelLinksModel,
  route: '/ferramentas/whatsapp-link-creator',
  fullPage: true,
  prepare: holdEffects,
  // The links per channel are part of a generated link's result.
  arrive: async (page) => {
    await page.getByLabel(whatsappLinkCreator.phoneLabel).fill('(11) 91234-5678');
    await page.getByRole('button', { name: whatsappLinkCreator.generateLabel }).click();
    await expect(page.getByRole('button', { name: text.showLabel })).toBeEnabled();
    await closeToastOnceShown(page, toasts.generated.title);
  },
  events: {
    'channels.show': (page) => page.getByRole('button', { name: text.showLabel }).click(),
    'channels.hide': (page) => page.getByRole('button', { name: text.hideLabel }).click(),
    'channel.copy': (page, event) => copyButton(page, event.channel).click(),
    [CHANNEL_COPY_DONE.type]: (page) => answerCopy(page, 'resolve'),
    [CHANNEL_COPY_FAILED.type]: (page) => answerCopy(page, 'reject'),
  },
  states: {
    hidden: async (page) => {
      await expect(page.getByRole('button', { name: text.showLabel })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(channelList(page)).toHaveCount(0);
    },
    shown: async (page) => {
      await expect(channelList(page)).toHaveCount(text.channels.length);
      await expect(
        page.getByRole('img', { name: whatsappLinkCreator.qrAlt(CHANNEL_COPIED.link) }),
      ).toBeVisible();
      await expect(copyButton(page, CHANNEL_COPIED.channel)).toHaveAttribute('aria-busy', 'false');
    },
    copying: (page) =>
      expect(copyButton(page, CHANNEL_COPIED.channel)).toHaveAttribute('aria-busy', 'true'),
  },
  stills: {
    // A copy answered shows its toast: closed, so no timer decides what the baseline shows.
    shown: (page) => closeToasts(page.getByRole('status')),
  },
};
