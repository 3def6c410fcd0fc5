import { expect } from '@playwright/test';
import { menuModel } from '../menu';
import type { PageModel } from './page-model';

export const menuPage: PageModel = {
  model: menuModel,
  route: '/',
  events: {
    'menu.open': (page) => page.getByRole('button', { name: 'Abrir menu' }).click(),
    'menu.close': (page) => page.getByRole('button', { name: 'Fechar menu' }).click(),
    'tools.toggle': (page) => page.getByRole('button', { name: 'Ferramentas' }).click(),
  },
  states: {
    closed: (page) => expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0),
    'open.tools.collapsed': (page) =>
      expect(page.getByRole('button', { name: 'Ferramentas' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    'open.tools.expanded': (page) =>
      expect(page.getByRole('link', { name: 'Criador de Link WhatsApp' })).toBeVisible(),
  },
};
