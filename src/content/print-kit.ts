// Content for the link creator's print kit: loaded with its result panel, not before.
import type { FileKind, LogoProblem } from '../../machines/printKit';
import type { PrintFormat } from '../domain/print-kit';

export interface PrintKitText {
  heading: string;
  intro: string;
  openLabel: string;
  closeLabel: string;
  formatLabel: string;
  /** Each format as a print shop calls it, with its size. */
  formats: Readonly<Record<PrintFormat, { name: string; size: string }>>;
  ctaLabel: string;
  ctaHelp: string;
  /** The call to action the kit starts with. */
  ctaDefault: string;
  logoLabel: string;
  logoHelp: string;
  logoChooseLabel: string;
  logoChangeLabel: string;
  logoReading: string;
  logoAlt: (name: string) => string;
  logoRemoveLabel: string;
  logoProblems: Readonly<Record<LogoProblem, string>>;
  /** The QR code would print too small to scan: names the format and the way out. */
  tooDense: (format: string, moduleMm: string) => string;
  /** The link is longer than a printed code holds: the files cannot be made. */
  tooLong: string;
  downloadLabel: (kind: FileKind) => string;
  makingLabel: string;
  made: (format: string, kind: FileKind) => string;
  failed: string;
  retryLabel: string;
  fileName: (format: PrintFormat, kind: FileKind) => string;
}

const KIND_NAMES: Readonly<Record<FileKind, string>> = { pdf: 'PDF', svg: 'SVG' };
const FILE_SLUGS: Readonly<Record<PrintFormat, string>> = {
  poster: 'cartaz-a4',
  tent: 'display-de-mesa',
  card: 'cartao',
  sticker: 'adesivo',
};

export const printKitText: PrintKitText = {
  heading: 'Kit para imprimir',
  intro:
    'Cartaz, display de mesa, cartão de visita e adesivo com o QR Code do link, uma chamada e o número escrito, para quem não usa a câmera. Tudo é feito neste aparelho.',
  openLabel: 'Montar kit para imprimir',
  closeLabel: 'Fechar kit para imprimir',
  formatLabel: 'Formato',
  formats: {
    poster: { name: 'Cartaz A4', size: '210 × 297 mm' },
    tent: { name: 'Display de mesa', size: '99 × 210 mm' },
    card: { name: 'Cartão de visita', size: '85 × 55 mm' },
    sticker: { name: 'Adesivo', size: '80 × 80 mm' },
  },
  ctaLabel: 'Chamada',
  ctaHelp: 'Até 60 caracteres. Emojis não são impressos.',
  ctaDefault: 'Fale com a gente no WhatsApp',
  logoLabel: 'Logo no centro do QR Code (opcional)',
  logoHelp: 'PNG, JPG, WebP ou GIF de até 2 MB. A imagem não sai do seu aparelho.',
  logoChooseLabel: 'Escolher imagem',
  logoChangeLabel: 'Trocar imagem',
  logoReading: 'Lendo a imagem…',
  logoAlt: (name) => `Logo escolhido: ${name}`,
  logoRemoveLabel: 'Remover logo',
  logoProblems: {
    notImage: 'Esse arquivo não é uma imagem. Escolha um PNG, JPG, WebP ou GIF.',
    tooLarge: 'Essa imagem passa de 2 MB. Escolha uma versão menor do logo.',
    unreadable: 'Não foi possível ler essa imagem. Tente outro arquivo.',
  },
  tooDense: (format, moduleMm) =>
    `Atenção: no formato ${format}, cada ponto do QR Code sai com ${moduleMm} mm e pode não ser lido pela câmera. Encurte a mensagem ou escolha um formato maior.`,
  tooLong:
    'A mensagem é longa demais para um QR Code impresso. Encurte a mensagem para montar o kit.',
  downloadLabel: (kind) => `Baixar ${KIND_NAMES[kind]}`,
  makingLabel: 'Gerando o arquivo…',
  made: (format, kind) => `${format} (${KIND_NAMES[kind]}) pronto. Confira nos seus downloads.`,
  failed:
    'Não foi possível gerar o arquivo. Verifique a conexão e tente de novo: suas escolhas continuam aqui.',
  retryLabel: 'Tentar de novo',
  fileName: (format, kind) => `kit-whatsapp-${FILE_SLUGS[format]}.${kind}`,
};
