// The answer to GERAR LINK (the result panel down to its buttons): one chunk, loaded after first
// paint (load-extras.ts).
export { LinkResult } from './link-result';
