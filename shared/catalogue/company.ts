/**
 * The company behind the site. An operator rebrands the whole site by editing this one module:
 * every page, the footer, the legal PDFs, the structured data and the mail subject read it.
 */
export const company = {
  name: 'Kopano IT Solutions',
  /** Under the icon on a phone's home screen (the web app manifest): at most 12 characters. */
  shortName: 'Kopano IT',
  legalName: 'Kopano IT Solutions (Pty) Ltd',
  registrationNumber: '2008/123456/07',
  vatNumber: '4123456789',
  directors: 'T. Mokoena, J. van der Merwe',
  informationOfficer: 'T. Mokoena',
  foundedYear: 2008,
  /** Starts every request's reference ('KIT-7F3A2C9Q'), which visitors quote and staff search for. */
  referencePrefix: 'KIT',
  tagline: 'Managed IT services and cloud hosting for South African businesses',
  phone: { display: '+27 11 555 0142', href: 'tel:+27115550142' },
  whatsapp: {
    display: '+27 82 555 0142',
    href: 'https://wa.me/27825550142',
    availability: 'WhatsApp available',
  },
  email: { display: 'info@kopano-it.co.za', href: 'mailto:info@kopano-it.co.za' },
  supportEmail: { display: 'support@kopano-it.co.za', href: 'mailto:support@kopano-it.co.za' },
  address: {
    lines: ['14 Ontdekkers Road', 'Roodepoort', 'Johannesburg, 1724', 'South Africa'],
    street: '14 Ontdekkers Road',
    locality: 'Roodepoort',
    region: 'Gauteng',
    postalCode: '1724',
    country: 'ZA',
    note: 'By appointment only',
  },
  hours: 'Monday to Friday, 08:00 to 17:00 (SAST)',
  /** Where a customer points a domain hosted with us (the help articles name them). */
  nameservers: ['ns1.kopano-it.co.za', 'ns2.kopano-it.co.za'],
  /** The uptime the Service Level Agreement guarantees. */
  uptime: '99.9%',
} as const;

export type Company = typeof company;

/** A phone number as running text shows it: its spaces non-breaking, so it never splits across lines. */
export const onOneLine = (number: string): string => number.replace(/ /g, '\u00a0');
