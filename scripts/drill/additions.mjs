// What the drill adds (scripts/drill/drill.mjs): ordinary edits of the kind the agency makes in the
// CMS, written as it saves them, each appended to a list of a content file (src/content/data) or
// to a field; a new landing
// section; and a third tool, written as the README's "Add a tool" says. The copy is plausible on
// purpose: its length is what a real edit costs.

const service = (icon, title, description) => ({ icon, title, description });

const testimonial = (name, company, content) => ({ name, company, content, rating: 5 });

/** Items appended to a list of a content file: `file`, the list's field, and the items. */
export const LIST_ADDITIONS = [
  {
    file: 'src/content/data/services.json',
    list: 'services',
    items: [
      service(
        'globe',
        'Cardápio digital',
        'Cardápio com fotos, preços e pedido pelo WhatsApp, atualizado por você em minutos, sem depender de ninguém.',
      ),
      service(
        'users',
        'Treinamento da equipe',
        'Ensinamos sua equipe a responder clientes, publicar stories e usar o Instagram e o WhatsApp Business no dia a dia.',
      ),
      service(
        'camera',
        'Fotos de produtos',
        'Sessões de fotos simples e bem iluminadas dos seus produtos, prontas para o site, o catálogo e os anúncios.',
      ),
      service(
        'target',
        'Google Meu Negócio',
        'Seu perfil no Google completo, com fotos, horários e respostas às avaliações, para aparecer quando procuram perto de você.',
      ),
      service(
        'send',
        'Campanhas de WhatsApp',
        'Listas de transmissão e mensagens de retorno para quem já comprou, sem virar spam e dentro das regras do WhatsApp.',
      ),
      service(
        'chart-line',
        'Relatório mensal',
        'Um resumo claro do que funcionou no mês, com números de vendas, contatos e o que vamos fazer no mês seguinte.',
      ),
    ],
  },
  {
    file: 'src/content/data/testimonials.json',
    list: 'written',
    items: [
      testimonial(
        'Marcos Tavares',
        'Tavares Materiais de Construção, Campinas',
        'Os anúncios no Google trouxeram orçamentos de obras grandes que antes iam para a concorrência. Em seis meses a loja virou referência no bairro.',
      ),
      testimonial(
        'Renata Souza',
        'Doce Renata Confeitaria, Recife',
        'O cardápio digital e as campanhas no WhatsApp dobraram as encomendas de fim de semana. Hoje eu sei exatamente de onde vem cada pedido.',
      ),
    ],
  },
];

/** A sentence added to the end of a text field: `file`, the field, the sentence. */
export const SENTENCE_ADDITIONS = [
  {
    file: 'src/content/data/hero.json',
    field: 'subtitle',
    sentence: ' Sem contrato de fidelidade: você fica porque vê resultado.',
  },
];

/** Text inserted after a line of a file: `file`, the line it follows, the text. */
export const INSERTIONS = [
  {
    file: 'src/components/landing/landing-page.tsx',
    after: "import { StatsSection } from './stats-section';",
    text: "\nimport { FaqSection } from './faq-section';",
  },
  {
    file: 'src/components/landing/landing-page.tsx',
    after: '  TestimonialsSection,',
    text: '\n  FaqSection,',
  },
  {
    file: 'src/content/tools.ts',
    after: '] as const satisfies readonly Tool[];',
    before: true,
    text: `  {
    name: 'ad-budget',
    path: '/ferramentas/calculadora-de-anuncios',
    label: 'Calculadora de anúncios',
    title: 'Calculadora de orçamento de anúncios',
    documentTitle: \`Calculadora de orçamento de anúncios grátis · \${siteConfig.agencyName}\`,
    description:
      'Descubra quanto investir em anúncios por mês a partir do valor por dia, sem planilha: grátis e sem cadastro.',
  },
`,
  },
];

/** New files: the landing section's, and the third tool's. */
export const NEW_FILES = {
  'src/content/faq.ts': `// Content for the FAQ section: what owners ask before they hire.
export interface Question {
  question: string;
  answer: string;
}

export const faqSection = {
  eyebrow: 'Dúvidas',
  heading: 'Perguntas frequentes',
};

export const questions: readonly Question[] = [
  {
    question: 'Preciso assinar um contrato longo?',
    answer: 'Não. Os planos são mensais e você pode cancelar quando quiser, sem multa.',
  },
  {
    question: 'Em quanto tempo vejo resultado?',
    answer: 'Os primeiros contatos costumam chegar no primeiro mês de anúncios; o orgânico leva de três a seis meses.',
  },
];
`,
  'src/components/landing/faq-section.tsx': `import { Heading, Stack, Text } from '@chakra-ui/react';
import { faqSection, questions } from '../../content/faq';
import { Section, SectionHeading } from './section';

/** What owners ask before they hire. */
export function FaqSection() {
  return (
    <Section labelledBy="faq-heading">
      <SectionHeading id="faq-heading" eyebrow={faqSection.eyebrow} heading={faqSection.heading} />
      <Stack as="dl" gap="6" maxW="3xl" mx="auto">
        {questions.map((item) => (
          <div key={item.question}>
            <Heading as="dt" fontSize="lg" mb="2">
              {item.question}
            </Heading>
            <Text as="dd" color="fg.muted">
              {item.answer}
            </Text>
          </div>
        ))}
      </Stack>
    </Section>
  );
}
`,
  'src/routes/ferramentas/calculadora-de-anuncios.tsx': `import { createFileRoute } from '@tanstack/react-router';
import { AdBudgetPage } from '../../components/ad-budget/ad-budget-page';
import { siteIdentity, toolSeo } from '../../content/seo';
import { pageHead } from '../../domain/seo/page-head';

export const Route = createFileRoute('/ferramentas/calculadora-de-anuncios')({
  head: () => pageHead(toolSeo('ad-budget'), siteIdentity),
  component: AdBudgetPage,
});
`,
  'machines/adBudget.ts': `import { assertEvent, assign, setup } from 'xstate';

/** The ad budget calculator: a day's spend and how many days, as typed. */
export interface AdBudgetContext {
  daily: string;
  days: string;
}

export type AdBudgetEvent = { type: 'daily.change'; value: string } | { type: 'days.change'; value: string };

const amount = (text: string) => Number(text.replace(',', '.'));

/** The spend over the days, once both fields hold positive numbers (a selector every view uses). */
export function totalSpend({ daily, days }: AdBudgetContext): number | null {
  const total = amount(daily) * amount(days);
  return Number.isFinite(total) && total > 0 ? total : null;
}

export const adBudgetMachine = setup({
  types: { context: {} as AdBudgetContext, events: {} as AdBudgetEvent },
  guards: { hasTotal: ({ context }) => totalSpend(context) !== null },
  actions: {
    setDaily: assign({
      daily: ({ event }) => {
        assertEvent(event, 'daily.change');
        return event.value;
      },
    }),
    setDays: assign({
      days: ({ event }) => {
        assertEvent(event, 'days.change');
        return event.value;
      },
    }),
  },
}).createMachine({
  id: 'adBudget',
  context: { daily: '', days: '30' },
  initial: 'incomplete',
  on: {
    'daily.change': { target: '.checking', actions: 'setDaily' },
    'days.change': { target: '.checking', actions: 'setDays' },
  },
  states: {
    checking: { always: [{ guard: 'hasTotal', target: 'ready' }, { target: 'incomplete' }] },
    incomplete: {},
    ready: {},
  },
});
`,
  'machines/adBudget.test.ts': `import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { adBudgetMachine } from './adBudget';

describe('adBudget', () => {
  it('is ready once both fields hold numbers', () => {
    const actor = createActor(adBudgetMachine).start();
    actor.send({ type: 'daily.change', value: '20,50' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'days.change', value: '' });
    expect(actor.getSnapshot().value).toBe('incomplete');
  });
});
`,
  'src/content/ad-budget.ts': `// Content for the ad budget calculator (/ferramentas/calculadora-de-anuncios).
import { tool } from './tools';

export const adBudget = {
  title: tool('ad-budget').title,
  intro: 'Diga quanto quer investir por dia e por quantos dias: a conta do mês sai na hora.',
  dailyLabel: 'Valor por dia (R$)',
  daysLabel: 'Dias de anúncio',
  pending: 'Preencha os dois campos para ver o total.',
  total: (value: number) =>
    \`Total: \${value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}\`,
  howItWorksHeading: 'Como funciona',
  howItWorks: [
    { title: 'Valor por dia', text: 'O que você aceita gastar por dia em cada plataforma.' },
    { title: 'Dias', text: 'Quantos dias a campanha fica no ar.' },
  ],
};
`,
  'src/components/ad-budget/ad-budget-page.tsx': `import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { adBudgetMachine, totalSpend } from '../../../machines/adBudget';
import { inspected } from '../../browser/inspector';
import { adBudget } from '../../content/ad-budget';
import { ToolPage } from '../tools/tool-page';

/** The ad budget calculator's page: the form in its card, then how it works. */
export function AdBudgetPage() {
  const actor = useActorRef(adBudgetMachine, inspected());
  const context = useSelector(actor, (state) => state.context);
  const total = totalSpend(context);
  return (
    <ToolPage
      copy={adBudget}
      tool={
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{adBudget.dailyLabel}</Field.Label>
            <Input
              name="daily"
              inputMode="decimal"
              value={context.daily}
              onChange={(event) => actor.send({ type: 'daily.change', value: event.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{adBudget.daysLabel}</Field.Label>
            <Input
              name="days"
              inputMode="numeric"
              value={context.days}
              onChange={(event) => actor.send({ type: 'days.change', value: event.currentTarget.value })}
            />
          </Field.Root>
          <Text aria-live="polite" fontWeight="semibold">
            {total === null ? adBudget.pending : adBudget.total(total)}
          </Text>
        </Stack>
      }
    />
  );
}
`,
};

/** The files a developer writes or edits to add a tool ("Add a tool" in the README): at most 8. */
export const TOOL_FILES = [
  'src/content/tools.ts',
  'src/routes/ferramentas/calculadora-de-anuncios.tsx',
  'machines/adBudget.ts',
  'machines/adBudget.test.ts',
  'src/content/ad-budget.ts',
  'src/components/ad-budget/ad-budget-page.tsx',
];
