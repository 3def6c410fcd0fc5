// Content for the 404 page (any unknown route); the two English texts are quoted from the spec.

export interface NotFoundContent {
  code: string;
  message: string;
  /** The same in Portuguese, beside the spec's English words (decision 1 of the spec's README). */
  explanation: string;
  homeLink: string;
}

export const notFound: NotFoundContent = {
  code: '404',
  message: 'Oops! Page not found',
  explanation: 'Página não encontrada: o endereço pode ter mudado ou estar digitado errado.',
  homeLink: 'Voltar para o início',
};
