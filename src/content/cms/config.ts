// The CMS's configuration (Decap CMS, served at /admin): written from the content's schema, so the
// editor's fields, labels, hints and limits are the ones the build checks.
// STUB: collections are filled in from src/content/schema (work in progress).

/** Where the local backend (decap-server) listens while `npm run cms` runs. */
export interface CmsConfigOptions {
  /** e.g. `http://localhost:8081/api/v1`; absent, the CMS uses its default local proxy URL. */
  localBackendUrl?: string;
}

export type DecapConfig = Record<string, unknown>;

export function cmsConfig({ localBackendUrl }: CmsConfigOptions = {}): DecapConfig {
  return {
    backend: { name: 'github', repo: 'sua-agencia/site', branch: 'main' },
    local_backend: localBackendUrl ? { url: localBackendUrl } : true,
    locale: 'pt',
    media_folder: 'src/content/media',
    public_folder: '/src/content/media',
    collections: [],
  };
}
