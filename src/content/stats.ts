// Content for the Numbers section, right below the hero.

export interface Stat {
  value: string;
  label: string;
}

export interface StatsSection {
  ariaLabel: string;
}

export const statsSection: StatsSection = {
  /** Accessible name for the list of numbers (the section has no visible heading). */
  ariaLabel: 'Nossos números',
};

export const stats: readonly Stat[] = [
  { value: '+1,2 mi', label: 'investidos em tráfego pago' },
  { value: '+147', label: 'negócios atendidos' },
  { value: '8 anos', label: 'de experiência' },
  { value: '100%', label: 'de satisfação ou cancele quando quiser' },
];
