// Content for the link creator's links per channel: loaded with its result panel, not before.
import type { Channel } from '../domain/channel-links';
import type { ToastText } from '../browser/toast';

/** A place the visitor publishes their link, with its reference. */
export interface NamedChannel extends Channel {
  /** As the visitor calls it: 'Bio do Instagram'. */
  name: string;
}

export interface ChannelLinksText {
  heading: string;
  intro: string;
  showLabel: string;
  hideLabel: string;
  channels: readonly NamedChannel[];
  /** 'No fim da mensagem: (ref: IG)'. */
  refNote: (tag: string) => string;
  copyLabel: string;
  copyingLabel: string;
  /** Each channel's 'Copiar', named after its channel for screen readers. */
  copyAria: (channel: string) => string;
  exportLabel: string;
  exportFileName: (number: string) => string;
  /** The spreadsheet's first row. */
  exportHeader: readonly [channel: string, ref: string, message: string, link: string];
  /** Said once, above the list, when a channel's link is too long for its QR code. */
  qrTooLong: string;
}

export const channelLinksText: ChannelLinksText = {
  heading: 'Links por canal',
  intro:
    'Um link para cada lugar onde você divulga o seu WhatsApp. A mensagem de cada um termina com uma referência, e quem atende vê de onde veio o contato.',
  showLabel: 'Criar links por canal',
  hideLabel: 'Ocultar links por canal',
  channels: [
    { id: 'instagram', name: 'Bio do Instagram', ref: 'IG' },
    { id: 'google', name: 'Perfil da Empresa no Google', ref: 'GOOGLE' },
    { id: 'facebook', name: 'Facebook', ref: 'FB' },
    { id: 'panfleto', name: 'Panfleto', ref: 'PANFLETO' },
    { id: 'anuncios', name: 'Anúncios', ref: 'ANUNCIO' },
  ],
  refNote: (tag) => `No fim da mensagem: ${tag}`,
  copyLabel: 'Copiar',
  copyingLabel: 'Copiando…',
  copyAria: (channel) => `Copiar o link de ${channel}`,
  exportLabel: 'Baixar planilha (CSV)',
  exportFileName: (number) => `links-whatsapp-${number}.csv`,
  exportHeader: ['Canal', 'Referência', 'Mensagem', 'Link'],
  qrTooLong:
    'Com a referência, a mensagem fica longa demais para caber em um QR Code. Os links continuam funcionando: copie-os, ou encurte a mensagem se quiser os QR Codes.',
};

/** A channel's link copied: the toast says which. */
export const channelCopiedToast = (channel: string): ToastText => ({
  title: 'Copiado!',
  description: `Link de ${channel} copiado para a área de transferência.`,
});
