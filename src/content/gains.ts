// Content for the "O que você ganha ao contratar" block (after About), with its video placeholder.
import type { IconType } from 'react-icons';
import {
  LuChartColumn,
  LuClock,
  LuHeadset,
  LuShieldCheck,
  LuTarget,
  LuTrendingUp,
} from 'react-icons/lu';

export interface Gain {
  icon: IconType;
  title: string;
  text: string;
}

export interface GainsVideo {
  /** Caption shown on the placeholder until the real video exists. */
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

export const gainsSection: GainsSection = {
  heading: 'O que você ganha ao contratar',
  intro:
    'Mais do que posts bonitos: um time inteiro cuidando para que o seu marketing traga clientes de verdade, com clareza sobre cada real investido.',
  gains: [
    {
      icon: LuTarget,
      title: 'Clientes certos',
      text: 'Anúncios mostrados para quem está perto de você e procura o que você vende.',
    },
    {
      icon: LuClock,
      title: 'Tempo de volta',
      text: 'Você cuida do negócio enquanto planejamos, criamos e publicamos por você.',
    },
    {
      icon: LuChartColumn,
      title: 'Números claros',
      text: 'Relatório mensal com contatos, vendas e custo por cliente, sem jargão.',
    },
    {
      icon: LuHeadset,
      title: 'Atendimento no WhatsApp',
      text: 'Dúvidas resolvidas no mesmo dia, direto com quem cuida da sua conta.',
    },
    {
      icon: LuTrendingUp,
      title: 'Presença constante',
      text: 'Redes atualizadas toda semana, para ninguém achar que você fechou as portas.',
    },
    {
      icon: LuShieldCheck,
      title: 'Sem amarras',
      text: 'Satisfação garantida: se não gostar, você cancela quando quiser.',
    },
  ],
  video: {
    caption: 'Em breve: veja em 2 minutos como funciona o trabalho com a nossa equipe.',
    ariaLabel: 'Espaço reservado para o vídeo de apresentação da agência',
  },
};
