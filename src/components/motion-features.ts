// framer-motion's animation features, loaded apart from the app's first code (see AppProviders).
export { domAnimation as default } from 'framer-motion';
