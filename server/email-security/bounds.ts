/**
 * What a stranger's DNS or server puts into a finding is cut to a size a page, a PDF and the
 * outbox hold at once (a 64 KB TXT record drawn whole into the report took 5 s): a record to
 * 1,024 characters and ten of them, a sentence to 2,000.
 */
export const RECORD_MAX = 1024;
export const RECORDS_MAX = 10;
export const TEXT_MAX = 2000;

/** Cuts by code points (never half a character), marking the cut. */
export const clip = (text: string, max: number): string => {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
};
