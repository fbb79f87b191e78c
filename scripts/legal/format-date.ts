const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});

/** Formats a date the way the documents print it, "21 November 2026", in South African time. */
export const formatReviewDate = (date: Date): string => longDate.format(date);
