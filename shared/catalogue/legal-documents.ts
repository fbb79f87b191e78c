/** The eight legal documents. Each `source` is a text file under static/legal; the build makes the PDF. */
export interface LegalDocument {
  id: string;
  title: string;
  description: string;
  filename: string;
  url: string;
}

export const documentsPath = '/documents';

const doc = (id: string, title: string, description: string): LegalDocument => ({
  id,
  title,
  description,
  filename: `${id}.pdf`,
  url: `${documentsPath}/${id}.pdf`,
});

export const legalDocuments: readonly LegalDocument[] = [
  doc(
    'terms-of-service',
    'Terms of Service',
    'The terms on which we provide our managed IT and hosting services, including the ECTA disclosures.',
  ),
  doc(
    'privacy-policy',
    'Privacy Policy',
    'What personal information we collect, why, how long we keep it and your rights under POPIA.',
  ),
  doc(
    'service-level-agreement',
    'Service Level Agreement',
    'Our 99.9% uptime commitment, support response times and service credits.',
  ),
  doc(
    'data-processing-agreement',
    'Data Processing Agreement',
    'How we process personal information on your behalf as an operator under POPIA.',
  ),
  doc(
    'acceptable-use-policy',
    'Acceptable Use Policy',
    'What may and may not be done with our hosting, network and cloud services.',
  ),
  doc('security-policy', 'Security Policy', 'The technical and organisational measures that protect your systems and data.'),
  doc(
    'incident-response-policy',
    'Incident Response Policy',
    'How we detect, contain, notify and recover from security incidents.',
  ),
  doc(
    'business-associate-agreement',
    'Business Associate Agreement',
    'Safeguards for clients who handle health or other special personal information.',
  ),
];
