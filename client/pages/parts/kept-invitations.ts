import { keptPart } from '../../app/kept-part';

/*
 * The invitations to the site's free checks have nothing to press but a link, so a page keeps them
 * as the server drew them (app/kept-part.tsx): their code and words come only when a navigation
 * within the site draws one the document did not have.
 */
const load = () => import(/* webpackChunkName: "invitations" */ './invitation');

export const EmailSecurityInvitation = keptPart(
  () => 'email-security-invitation',
  () => load().then((module) => module.EmailSecurityInvitation),
);

export const AssessmentInvitation = keptPart(
  () => 'assessment-invitation',
  () => load().then((module) => module.AssessmentInvitation),
);

export const GenuineEmailInvitation = keptPart(
  () => 'genuine-email-invitation',
  () => load().then((module) => module.GenuineEmailInvitation),
);
