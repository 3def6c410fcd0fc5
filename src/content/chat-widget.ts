// The chat widget's own words, as it says them on the business's site (the snippet carries them).

export const chatWidgetWords = {
  /** The button's name when it shows the icon alone. */
  open: 'Conversar no WhatsApp',
  close: 'Fechar conversa',
  dismiss: 'Fechar mensagem',
  badge: '1 mensagem nova',
  typing: 'Digitando…',
  available: 'Disponível',
  away: 'Fora do horário',
  nobody: 'Fora do horário: deixe sua mensagem que respondemos depois.',
  consentNeeded: 'Marque a caixa para continuar.',
  qr: 'No computador? Aponte a câmera do celular.',
} as const;

export type ChatWidgetWords = typeof chatWidgetWords;
