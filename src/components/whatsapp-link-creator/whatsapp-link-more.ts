// What shows below the answer, a render after it (the QR code, the print kit, the links per
// channel) and the recent links: a chunk of its own, so the answer's is only what it shows.
export { ChannelLinks } from './channel-links';
export { PrintKit } from './print-kit';
export { QrCodePanel } from './qr-code-panel';
export { RecentLinks } from './recent-links';
