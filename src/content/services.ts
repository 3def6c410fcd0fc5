// Content for the Services section (anchor #services): 13 service cards.
import type { AssetIconName } from '../theme/icons';

export interface Service {
  icon: AssetIconName;
  title: string;
  description: string;
}

export interface ServicesSection {
  eyebrow: string;
  heading: string;
  intro: string;
}

export const servicesSection: ServicesSection = {
  eyebrow: 'Serviços',
  heading: 'Tudo o que o seu negócio precisa para crescer no digital',
  intro:
    'Escolha um serviço ou monte um pacote completo. Cada entrega é planejada para o seu nicho, a sua cidade e o seu orçamento.',
};

export const services: readonly Service[] = [
  {
    icon: 'globe',
    title: 'Sites e lojas virtuais',
    description:
      'Sites rápidos e lojas virtuais prontas para vender, com carrinho, Pix e cartão. Tudo pensado para o celular, de onde vem a maior parte dos seus clientes.',
  },
  {
    icon: 'users',
    title: 'Gestão de redes sociais',
    description:
      'Planejamento mensal, criação de posts e reels, legendas e resposta a comentários no Instagram, Facebook e TikTok, com relatório de resultados todo mês.',
  },
  {
    icon: 'lightbulb',
    title: 'Consultoria e mentoria digital',
    description:
      'Encontros individuais para revisar seu posicionamento, definir metas e montar um plano de ação. Ideal para quem quer aprender a cuidar do próprio marketing.',
  },
  {
    icon: 'chart-line',
    title: 'Tráfego pago',
    description:
      'Campanhas no Meta Ads e no Google Ads com público, verba e criativos ajustados toda semana. Você acompanha o custo por contato e o retorno de cada real investido.',
  },
  {
    icon: 'bot',
    title: 'Automações',
    description:
      'Respostas automáticas a comentários em posts e stories e atendentes de WhatsApp pelas APIs oficiais, para responder clientes em segundos, até de madrugada.',
  },
  {
    icon: 'camera',
    title: 'Creative Day',
    description:
      'Um dia inteiro de captação no seu negócio: fotos e vídeos de produtos, equipe e bastidores que rendem conteúdo para semanas de postagens.',
  },
  {
    icon: 'presentation',
    title: 'Workshop criativo',
    description:
      'Treinamento prático para você e sua equipe gravarem, editarem e publicarem conteúdo com o celular, usando roteiros e modelos prontos.',
  },
  {
    icon: 'package',
    title: 'Pacote de criativos',
    description:
      'Artes e vídeos curtos prontos para anúncios e feed, em vários formatos e versões para teste. Você escolhe a quantidade que cabe no seu mês.',
  },
  {
    icon: 'calendar-clock',
    title: 'Agendamento estratégico',
    description:
      'Calendário de publicações nos dias e horários em que o seu público mais interage, com datas comemorativas e lançamentos já previstos.',
  },
  {
    icon: 'mail',
    title: 'E-mail marketing',
    description:
      'Newsletters, réguas de boas-vindas e campanhas de recompra com listas segmentadas. Um canal que é seu e não depende do algoritmo.',
  },
  {
    icon: 'send',
    title: 'POST360',
    description:
      'Publique o mesmo conteúdo em até 9 redes de uma só vez, com formato e legenda adaptados a cada uma. Menos tempo no celular, mais presença.',
  },
  {
    icon: 'search',
    title: 'SEO',
    description:
      'Otimização do site e do Perfil da Empresa no Google para você aparecer quando alguém procura o seu serviço no seu bairro ou na sua cidade.',
  },
  {
    icon: 'pen-tool',
    title: 'Criação de logo e papelaria',
    description:
      'Logo, paleta de cores e tipografia, com cartão de visita, papel timbrado e modelos para redes sociais. Uma marca reconhecível em todo lugar.',
  },
];
