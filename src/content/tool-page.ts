/** A step of a tool page's "Como funciona" list. */
export interface HowItWorksStep {
  readonly title: string;
  readonly text: string;
}

/** What every tool page says around its tool. */
export interface ToolPageCopy {
  readonly title: string;
  readonly intro: string;
  readonly howItWorksHeading: string;
  readonly howItWorks: readonly HowItWorksStep[];
}
