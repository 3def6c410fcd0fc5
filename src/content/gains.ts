// Content for the "O que você ganha ao contratar" block (after About), with its video placeholder:
// until the agency's presentation video exists, its frame shows how the work goes, step by step.
import type { AssetIconName } from '../theme/icons';

export interface Gain {
  icon: AssetIconName;
  title: string;
  text: string;
}

/** One step of the work, as the video's frame lists it (as text, readable on any screen). */
export interface WorkStep {
  title: string;
  text: string;
}

export interface GainsVideo {
  /** The frame's heading, and the figure's accessible name. */
  heading: string;
  /** The work, in order: the frame lists each; nothing plays, so it shows no play button. */
  steps: readonly WorkStep[];
  /** Caption under the frame: what is to come there, never the frame's own words again. */
  caption: string;
}

export interface GainsSection {
  heading: string;
  intro: string;
  gains: readonly Gain[];
  video: GainsVideo;
}

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
    heading: 'Como funciona o trabalho com a nossa equipe',
    steps: [
      { title: 'Conversa', text: 'Entendemos o seu negócio, o seu público e a sua meta.' },
      { title: 'Plano do mês', text: 'Posts, anúncios e verba, aprovados por você.' },
      { title: 'Execução', text: 'Criamos, publicamos e respondemos por você.' },
      { title: 'Relatório', text: 'Contatos, vendas e custo por cliente, todo mês.' },
    ],
    caption: 'Você aprova cada etapa antes de ir ao ar.',
  },
};
