/** Texts of the support page. */
import { company } from './company';

/** Used when the server's public config does not name a remote support download page. */
const defaultRemoteSupportUrl = 'https://anydesk.com/en/downloads';

export const supportCopy = {
  title: 'Technical Support',
  intro:
    'Need help? Our engineers are ready to assist by live chat, phone or email, and can connect to your computer remotely to fix problems quickly.',
  /** The support request's form (/support/request): the first thing to press on the page. */
  request: 'Log a support request',
  cards: {
    liveChat: {
      title: 'Live Chat',
      text: 'Chat with a member of our support team for quick answers and help with everyday issues.',
      buttonLabel: 'Start Chat',
      // Shown when the configured chat provider's script cannot be loaded (blocked, offline).
      unavailableText: 'Live chat could not be loaded. Please call us or send us a WhatsApp message instead.',
    },
    phone: {
      title: 'Phone Support',
      text: 'Speak directly to an engineer about urgent problems or anything that is easier to explain by voice.',
      hours: company.hours,
      contact: company.phone,
    },
    email: {
      title: 'Email Support',
      text: 'Send us the details and any screenshots; we log every email as a ticket and reply within one business day.',
      contact: company.supportEmail,
    },
  },
  remoteSupport: {
    heading: 'Remote Support Access',
    text: 'If an engineer asks to connect to your computer, download and run the remote support tool, then share the session code with them. Only share the code with an engineer you are speaking to.',
    buttonLabel: 'Download Remote Support',
    defaultUrl: defaultRemoteSupportUrl,
  },
} as const;
