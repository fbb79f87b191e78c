export { stopSharedChromium as default } from './browser';
