import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jsdom leaves out TextEncoder and TextDecoder, which react-router uses; a browser has both. Set
 * for every unit test file, used only by those running in jsdom (`@jest-environment jsdom`).
 */
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
