/**
 * What the ECT Act (section 43) asks a site to show about the business behind it, composed from
 * company.ts: a compact line in every page's footer and the full block on /legal.
 */
import { company } from './company';

const address = company.address.lines.join(', ');

export const companyDisclosure = {
  heading: 'Company information',
  /** Label and value, in the order /legal shows them. */
  rows: [
    ['Registered name', company.legalName],
    ['Registration number', company.registrationNumber],
    ['VAT number', company.vatNumber],
    ['Directors', company.directors],
    ['Information officer (POPIA)', company.informationOfficer],
    ['Physical address', address],
    ['Phone', company.phone.display],
    ['Email', company.email.display],
  ] as const,
  footerLine: [
    company.legalName,
    `Reg. no. ${company.registrationNumber}`,
    `VAT no. ${company.vatNumber}`,
    `Directors: ${company.directors}`,
    address,
  ],
} as const;
