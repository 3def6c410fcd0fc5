// Content for the CapCut templates section (between Portfolio and About).
import { siteConfig } from '../config/site';

export interface CapcutSection {
  eyebrow: string;
  heading: string;
  text: string;
  points: readonly string[];
  buttonLabel: string;
  /** External template-sharing link, opened in a new tab. */
  url: string;
}

export const capcut: CapcutSection = {
  eyebrow: 'Modelos gratuitos',
  heading: 'Reels profissionais em minutos com nossos modelos no CapCut',
  text: 'Criamos modelos com cortes, transições e legendas já ajustados ao ritmo das redes. Você troca as fotos e os vídeos pelos do seu negócio e publica no mesmo dia, direto do celular.',
  points: [
    'Formatos verticais prontos para Reels, TikTok e Shorts',
    'Legendas e textos fáceis de editar',
    'Sem custo e sem precisar saber editar vídeo',
  ],
  buttonLabel: 'Usar modelos no CapCut',
  url: siteConfig.capcutTemplateUrl,
};
