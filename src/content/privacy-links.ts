// The links to the privacy notice, in every page's footer and beside each tool: apart from the
// notice (privacy.ts), which quotes both tools' content and would bring it to every tool page.
export const privacyLinks = {
  /** Label of the links to the notice. */
  linkLabel: 'Política de privacidade',
  /** The line next to a tool's form, before the link to the notice. */
  toolNote: 'Seus dados não saem do seu navegador.',
} as const;
