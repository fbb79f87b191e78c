/** The IT self-assessment report's own words (the PDF a visitor downloads, and the one the review e-mails attach). */
export const assessmentReportCopy = {
  title: 'IT self-assessment report',
  date: 'Date',
  version: 'Question set',
  answersTitle: 'Your answers',
  bookTitle: 'Book a review',
  phone: 'Phone',
  email: 'Email',
  online: 'Online',
  of: (at: number, count: number) => `Page ${at} of ${count}`,
  /** The downloaded file's name, by the day it was made in South Africa ('2026-11-27'). */
  filename: (isoDay: string) => `it-assessment-${isoDay}.pdf`,
  /** What a browser is told when the posted answers cannot make a report. */
  problem: { title: 'Your answers could not be read', link: 'Back to the IT self-assessment' },
  /** Past the client's limit of answers made for one request. */
  tooMany: { title: 'Too many reports', text: 'Too many requests. Please try again in a few minutes.' },
} as const;
