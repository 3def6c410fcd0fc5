// What an editor adds in the content drill (scripts/drill/content-drill.mjs): ordinary edits of
// the kind the agency makes, written as they would be, each appended to a list in src/content or
// to a field. The copy is plausible on purpose: its length is what a real edit costs.

/** Items appended to an exported list: `file`, the list's name, and the items' TypeScript. */
export const LIST_ADDITIONS = [
  {
    file: 'src/content/services.ts',
    list: 'services',
    items: `
  {
    icon: 'globe',
    title: 'Cardápio digital',
    description:
      'Cardápio com fotos, preços e pedido pelo WhatsApp, atualizado por você em minutos, sem depender de ninguém.',
  },
  {
    icon: 'users',
    title: 'Treinamento da equipe',
    description:
      'Ensinamos sua equipe a responder clientes, publicar stories e usar o Instagram e o WhatsApp Business no dia a dia.',
  },
  {
    icon: 'globe',
    title: 'Fotos de produtos',
    description:
      'Sessões de fotos simples e bem iluminadas dos seus produtos, prontas para o site, o catálogo e os anúncios.',
  },`,
  },
  {
    file: 'src/content/testimonials.ts',
    list: 'writtenTestimonials',
    items: `
  {
    name: 'Marcos Tavares',
    company: 'Tavares Materiais de Construção, Campinas',
    content:
      'Os anúncios no Google trouxeram orçamentos de obras grandes que antes iam para a concorrência. Em seis meses a loja virou referência no bairro.',
    rating: 5,
  },`,
  },
];

/** A sentence added to the end of a text field: `file`, the field's current ending, the sentence. */
export const SENTENCE_ADDITIONS = [
  {
    file: 'src/content/hero.ts',
    ending: "a transformar seguidores em clientes.'",
    sentence: ' Sem contrato de fidelidade: você fica porque vê resultado.',
  },
];
