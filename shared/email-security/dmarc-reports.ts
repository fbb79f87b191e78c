/** How long what a DMARC aggregate report says is kept after it arrives: the privacy policy's promise. */
export const DMARC_REPORT_DAYS = 90;
