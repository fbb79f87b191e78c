/**
 * The legal documents' sources, as written under static/legal. The build prints the same files as
 * PDFs (scripts/build-legal-pdfs.ts reads them from disk); webpack and jest load them as text.
 */
import acceptableUsePolicy from '../../static/legal/acceptable-use-policy.md';
import businessAssociateAgreement from '../../static/legal/business-associate-agreement.md';
import dataProcessingAgreement from '../../static/legal/data-processing-agreement.md';
import incidentResponsePolicy from '../../static/legal/incident-response-policy.md';
import privacyPolicy from '../../static/legal/privacy-policy.md';
import securityPolicy from '../../static/legal/security-policy.md';
import serviceLevelAgreement from '../../static/legal/service-level-agreement.md';
import termsOfService from '../../static/legal/terms-of-service.md';

export const legalSources: Readonly<Record<string, string>> = {
  'terms-of-service': termsOfService,
  'privacy-policy': privacyPolicy,
  'service-level-agreement': serviceLevelAgreement,
  'data-processing-agreement': dataProcessingAgreement,
  'acceptable-use-policy': acceptableUsePolicy,
  'security-policy': securityPolicy,
  'incident-response-policy': incidentResponsePolicy,
  'business-associate-agreement': businessAssociateAgreement,
};
