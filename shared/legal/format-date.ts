const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});

/** Formats a date the way the documents print it, "21 November 2026", in South African time. */
export const formatReviewDate = (date: Date): string => longDate.format(date);

/** A review day from the catalogue ('2026-11-22') as a moment on that day in South Africa. */
export const reviewDay = (isoDay: string): Date => new Date(`${isoDay}T12:00:00+02:00`);
