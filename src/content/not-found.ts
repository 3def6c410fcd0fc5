// Content for the 404 page (any unknown route); the two English texts are quoted from the spec.

export interface NotFoundContent {
  code: string;
  message: string;
  homeLink: string;
}

export const notFound: NotFoundContent = {
  code: '404',
  message: 'Oops! Page not found',
  homeLink: 'Voltar para o início',
};
