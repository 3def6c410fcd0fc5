// Content for the tool page /ferramentas/whatsapp-link-creator (Criador de Link WhatsApp).
import { siteConfig } from '../config/site';

export interface ToastText {
  title: string;
  description: string;
}

export interface WhatsappToolToasts {
  invalidPhone: ToastText;
  generated: ToastText;
  copied: ToastText;
  copyFailed: ToastText;
}

export interface HowItWorksStep {
  title: string;
  text: string;
}

export interface WhatsappToolContent {
  /** Page heading. */
  title: string;
  /** The browser tab's title. */
  documentTitle: string;
  intro: string;
  phoneLabel: string;
  phonePlaceholder: string;
  phoneHelper: string;
  /** Non-blocking hint when the digit count is unusual for a Brazilian number. */
  phoneLengthHint: string;
  phoneErrorText: string;
  messageLabel: string;
  messagePlaceholder: string;
  generateLabel: string;
  clearLabel: string;
  resultHeading: string;
  /** Accessible label for the read-only field that shows the generated link. */
  resultLinkLabel: string;
  copyLabel: string;
  /** 'Copiar' while the clipboard is working. */
  copyingLabel: string;
  testLabel: string;
  howItWorksHeading: string;
  howItWorks: readonly HowItWorksStep[];
  backHomeLabel: string;
}

export const whatsappTool: WhatsappToolContent = {
  title: 'Criador de Link WhatsApp',
  documentTitle: `Criador de Link WhatsApp grátis · ${siteConfig.agencyName}`,
  intro:
    'Crie em segundos um link que abre uma conversa no WhatsApp com o seu número e, se quiser, uma mensagem já escrita. É grátis, não precisa de cadastro e funciona com qualquer número.',
  phoneLabel: 'Número do WhatsApp',
  phonePlaceholder: '(11) 91234-5678',
  phoneHelper:
    'Digite o DDD e o número. Se faltar o código do país, o 55 do Brasil é adicionado automaticamente.',
  phoneLengthHint:
    'Confira o número: com o DDD, celulares têm 11 dígitos e fixos, 10. Você pode gerar assim mesmo.',
  phoneErrorText: 'Digite ao menos um número para criar o link.',
  messageLabel: 'Mensagem (opcional)',
  messagePlaceholder: 'Olá! Quero saber mais sobre...',
  generateLabel: 'GERAR LINK',
  clearLabel: 'LIMPAR',
  resultHeading: 'Seu link está pronto',
  resultLinkLabel: 'Link gerado',
  copyLabel: 'Copiar',
  copyingLabel: 'Copiando…',
  testLabel: 'Testar',
  howItWorksHeading: 'Como funciona',
  howItWorks: [
    {
      title: 'Informe o número',
      text: 'Digite o WhatsApp com DDD; pontos, traços e espaços são ignorados.',
    },
    {
      title: 'Escreva a mensagem',
      text: 'Opcional: o texto aparece pronto para o cliente enviar.',
    },
    {
      title: 'Compartilhe o link',
      text: 'Copie e cole na bio, em anúncios, no site ou em um QR Code.',
    },
  ],
  backHomeLabel: 'Voltar para o início',
};

export const toasts: WhatsappToolToasts = {
  invalidPhone: { title: 'Erro', description: 'Por favor, insira um número de WhatsApp válido.' },
  generated: { title: 'Link gerado com sucesso!', description: 'Seu link do WhatsApp foi criado.' },
  copied: { title: 'Copiado!', description: 'Link copiado para a área de transferência.' },
  copyFailed: { title: 'Erro', description: 'Não foi possível copiar o link.' },
};
