// Content for the About section (anchor #about).
import { siteConfig } from '../config/site';

export interface AboutValue {
  title: string;
  text: string;
}

export interface AboutSection {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  values: readonly AboutValue[];
}

export const about: AboutSection = {
  eyebrow: 'Sobre nós',
  heading: 'Uma agência do tamanho certo para o seu negócio',
  paragraphs: [
    `${siteConfig.agencyName} nasceu há 8 anos para levar a pequenos e médios negócios o mesmo marketing que as grandes marcas fazem, com preço e linguagem de quem conhece o dia a dia do balcão. Desde então, já atendemos mais de 147 empresas, de padarias e pet shops a clínicas e escritórios.`,
    'Trabalhamos com dados, não com achismo: cada campanha tem meta, orçamento e relatório claro, e mais de R$ 1,2 milhão em tráfego pago já passou pelas nossas mãos. Se algo não funciona, mostramos o número e ajustamos a rota.',
    'E você não fala com um robô nem espera dias por um e-mail: o atendimento é próximo, pelo WhatsApp, com uma pessoa da equipe que conhece o seu negócio pelo nome.',
  ],
  values: [
    {
      title: 'Resultado medido',
      text: 'Metas combinadas no início e relatórios mensais fáceis de ler.',
    },
    {
      title: 'Atendimento próximo',
      text: 'Conversa direta pelo WhatsApp com quem cuida da sua conta.',
    },
    { title: 'Sem fidelidade', text: 'Se não estiver satisfeito, você cancela quando quiser.' },
    {
      title: 'Feito para o seu nicho',
      text: 'Estratégia pensada para o seu público, a sua cidade e o seu orçamento.',
    },
  ],
};
