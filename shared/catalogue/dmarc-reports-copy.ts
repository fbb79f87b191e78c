/**
 * The words of the company's DMARC report address where the check offers it (DMARC_REPORTS_ADDRESS
 * set): the DMARC record with our address added, and what adding it means.
 */
export const dmarcReportsCopy = {
  offer: {
    label: 'Or let us read your reports',
    text: 'Publish the record below in place of the one above, never beside it (a domain has one DMARC record): it is the same record with our address added. The big mail services send us their daily reports on mail sent as your domain (which servers sent it, how much, and whether it passed; never the messages themselves), and each week we e-mail the address that watches your domain here who sends as you, what fails and whether your policy can be tightened.',
  },
};
