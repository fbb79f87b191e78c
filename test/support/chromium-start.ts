export { startSharedChromium as default } from './browser';
