// What the form shows only after the visitor acts (or once storage is read): one chunk, loaded
// after first paint.
export { LinkResult } from './link-result';
export { RecentLinks } from './recent-links';
