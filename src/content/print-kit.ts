// Content for the link creator's print kit: loaded with its result panel, not before.
import type { FileKind, LogoProblem } from '../../machines/printKit';
import { NAME_MAX_LENGTH, type PrintFormat, type PrintTheme } from '../domain/print-kit';

export interface PrintKitText {
  heading: string;
  intro: string;
  openLabel: string;
  closeLabel: string;
  formatLabel: string;
  /** Each format as a print shop calls it, with its size. */
  formats: Readonly<Record<PrintFormat, { name: string; size: string }>>;
  themeLabel: string;
  themes: Readonly<Record<PrintTheme, string>>;
  nameLabel: string;
  nameHelp: string;
  /** The name typed is longer than one printed line holds. */
  nameTooLong: (length: number) => string;
  /** Printed under the code: what to do with it. */
  caption: string;
  bleedLabel: string;
  bleedHelp: string;
  previewLabel: string;
  /** The preview's text alternative: the piece, and what it prints. */
  previewAlt: (piece: {
    format: string;
    size: string;
    name: string;
    cta: string;
    number: string;
  }) => string;
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
  /** `whatsapp-5511987654321-cartao-90x50.pdf`: the number's digits, the piece and its size. */
  fileName: (file: {
    format: PrintFormat;
    kind: FileKind;
    number: string;
    bleed: boolean;
  }) => string;
}

const KIND_NAMES: Readonly<Record<FileKind, string>> = { pdf: 'PDF', svg: 'SVG' };
const FILE_SLUGS: Readonly<Record<PrintFormat, string>> = {
  poster: 'cartaz-210x297',
  tent: 'display-de-mesa-99x210',
  card: 'cartao-90x50',
  card85: 'cartao-85x55',
  sticker: 'adesivo-80x80',
};

export const printKitText: PrintKitText = {
  heading: 'Kit para imprimir',
  intro:
    'Cartaz, display de mesa, cartão de visita e adesivo com o QR Code do link, a marca do WhatsApp, o nome do seu negócio, uma chamada e o número escrito, para quem não usa a câmera. Tudo é feito neste aparelho.',
  openLabel: 'Montar kit para imprimir',
  closeLabel: 'Fechar kit para imprimir',
  formatLabel: 'Formato',
  formats: {
    poster: { name: 'Cartaz A4', size: '210 × 297 mm' },
    tent: { name: 'Display de mesa', size: '99 × 210 mm' },
    card: { name: 'Cartão de visita', size: '90 × 50 mm' },
    card85: { name: 'Cartão de visita', size: '85 × 55 mm' },
    sticker: { name: 'Adesivo', size: '80 × 80 mm' },
  },
  themeLabel: 'Cores',
  themes: {
    whatsapp: 'Verde WhatsApp',
    agency: 'Violeta Órbita',
    mono: 'Preto no branco',
  },
  nameLabel: 'Nome do negócio (opcional)',
  nameHelp: `Sai no alto da peça, numa linha: até ${NAME_MAX_LENGTH} caracteres.`,
  nameTooLong: (length) =>
    `O nome tem ${length} caracteres e a linha impressa cabe ${NAME_MAX_LENGTH}. Encurte o nome para baixar os arquivos.`,
  caption: 'Aponte a câmera do celular',
  bleedLabel: 'Sangria de 3 mm e marcas de corte',
  bleedHelp:
    'Para gráficas: a cor vai até a borda do corte. Para imprimir em casa, deixe desmarcado.',
  previewLabel: 'Prévia',
  previewAlt: ({ format, size, name, cta, number }) =>
    `Prévia: ${format} (${size}) com ${name ? `${name}, ` : ''}a marca do WhatsApp, “${cta}”, o QR Code, “Aponte a câmera do celular” e o número ${number}.`,
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
  fileName: ({ format, kind, number, bleed }) =>
    `whatsapp-${number.replace(/\D/g, '')}-${FILE_SLUGS[format]}${bleed ? '-sangria' : ''}.${kind}`,
};
