// Content for the "O que você ganha ao contratar" block (after About), with its video placeholder.
import type { ImageSize } from './portfolio';
import type { AssetIconName } from '../components/icons/icon-assets';

export interface Gain {
  icon: AssetIconName;
  title: string;
  text: string;
}

export interface GainsVideo {
  /** The poster's badge: no video plays yet, so the poster shows no play button. */
  status: string;
  /** The poster's headline (scripts/images/templates/gains-poster.ts prints it). */
  headline: string;
  /** Caption under the poster; says the same as the poster, in a full sentence. */
  caption: string;
  /** Accessible label for the placeholder frame. */
  ariaLabel: string;
}

export interface GainsSection {
  heading: string;
  intro: string;
  gains: readonly Gain[];
  video: GainsVideo;
}

/** The placeholder's poster, 16:9 like the video to come. */
export const gainsPosterSize: ImageSize = { width: 1280, height: 720 };

export const gainsSection: GainsSection = {
  heading: 'O que você ganha ao contratar',
  intro:
    'Mais do que posts bonitos: um time inteiro cuidando para que o seu marketing traga clientes de verdade, com clareza sobre cada real investido.',
  gains: [
    {
      icon: 'target',
      title: 'Clientes certos',
      text: 'Anúncios mostrados para quem está perto de você e procura o que você vende.',
    },
    {
      icon: 'clock',
      title: 'Tempo de volta',
      text: 'Você cuida do negócio enquanto planejamos, criamos e publicamos por você.',
    },
    {
      icon: 'chart-column',
      title: 'Números claros',
      text: 'Relatório mensal com contatos, vendas e custo por cliente, sem jargão.',
    },
    {
      icon: 'headset',
      title: 'Atendimento no WhatsApp',
      text: 'Dúvidas resolvidas no mesmo dia, direto com quem cuida da sua conta.',
    },
    {
      icon: 'trending-up',
      title: 'Presença constante',
      text: 'Redes atualizadas toda semana, para ninguém achar que você fechou as portas.',
    },
    {
      icon: 'shield-check',
      title: 'Sem amarras',
      text: 'Satisfação garantida: se não gostar, você cancela quando quiser.',
    },
  ],
  video: {
    status: 'Vídeo em produção',
    headline: 'Em breve: como funciona o trabalho com a nossa equipe, em 2 minutos',
    caption:
      'O vídeo de apresentação está em produção: em breve, veja em 2 minutos como funciona o trabalho com a nossa equipe.',
    ariaLabel: 'Espaço reservado para o vídeo de apresentação da agência',
  },
};
