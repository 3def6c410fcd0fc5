/** The year the site was built: the copyright year, identical in the prerendered HTML and the client. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** `true` under `npm run dev:offline`: third parties are answered by the msw stand-ins. */
  readonly VITE_OFFLINE?: string;
}

/** The chat widget's built code, for the snippet (see scripts/widget/plugin.ts). */
declare module 'virtual:chat-widget-runtime' {
  const runtime: string;
  export default runtime;
}
