import { menuMachine } from '../../machines/menu';
import type { MachineModel } from './model';

export const menuModel: MachineModel = {
  machine: menuMachine,
  events: [{ type: 'menu.open' }, { type: 'menu.close' }, { type: 'tools.toggle' }],
};
