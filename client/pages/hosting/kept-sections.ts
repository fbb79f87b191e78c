/**
 * The sections of a hosting page with nothing to press but links, kept as the server drew them
 * (client/app/kept-part.tsx): their code, with every kind's questions and texts, loads only when a
 * navigation draws them.
 */
export { Benefits } from './benefits';
export { HostingBelowPlans } from './below-plans';
export { HostingIllustration } from './hosting-illustration';
