/**
 * Texts of the support request's upload with the script (/support/request): the files' list and the
 * progress. Apart from support-request-copy.ts so that they come with the form's code at its first
 * touch, not with the page (decision 034's budget).
 */
export const supportUploadCopy = {
  /** The upload stopped moving, or its connection dropped, before any answer came. */
  stalled:
    'Your connection stopped while sending, so nothing was received: please try again (on a slow line, smaller screenshots go sooner).',
  /** The files chosen, with the script: listed, each removable, more added by choosing again. */
  files: {
    heading: (count: number, total: string) =>
      `${count} ${count === 1 ? 'file' : 'files'} chosen, ${total} of 20 MB. Choose again to add more.`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    making: 'making a smaller copy...',
    smaller: (size: string) => `sent as a smaller copy, ${size}`,
    keepOriginal: 'Send the original',
    keepOriginalLabel: (name: string) => `Send the original of ${name}`,
    sendSmaller: 'Send it smaller',
    sendSmallerLabel: (name: string) => `Send ${name} smaller`,
  },
  /** While a request is sent with the script. */
  progress: {
    label: 'Sending your request',
    sent: (sent: string, total: string) => `${sent} of ${total} sent`,
    left: (seconds: number) =>
      seconds < 60 ? `about ${Math.max(5, Math.ceil(seconds / 5) * 5)} s left` : `about ${Math.ceil(seconds / 60)} min left`,
    taking: 'All sent: our helpdesk is taking it.',
  },
  /** A size as the visitor reads it: "4.2 MB", "380 KB". */
  size: (bytes: number) =>
    bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`,
} as const;
