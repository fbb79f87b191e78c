/**
 * The words of "Is this e-mail genuine?" (/genuine-email) together, as the server and the tests read
 * them: the page's (the form, the mail programs' steps, the refusals), the answer's (outcomes,
 * reasons, steps) and the words a message is read for. The page's script imports the first two
 * apart, so that an answer's words load only with an answer.
 */
import { genuineEmailAnswerCopy } from './genuine-email-answer-copy';
import { genuineEmailPageCopy } from './genuine-email-page-copy';

export const genuineEmailCopy = {
  ...genuineEmailPageCopy,
  ...genuineEmailAnswerCopy,
  /**
   * The words of a request to pay or to change banking details, in English, Afrikaans and isiZulu:
   * whole words, or (isiZulu, whose words take prefixes) the stems in `stems`, found inside words.
   */
  moneyWords: {
    en: [
      'invoice',
      'invoices',
      'payment',
      'payments',
      'pay now',
      'please pay',
      'remittance',
      'proof of payment',
      'eft',
      'bank details',
      'banking details',
      'account number',
      'account details',
      'new account',
      'overdue',
      'outstanding balance',
      'statement',
      'amount due',
    ],
    af: [
      'faktuur',
      'fakture',
      'rekening',
      'betaling',
      'betalings',
      'betaal',
      'bewys van betaling',
      'bankbesonderhede',
      'rekeningnommer',
      'rekeningbesonderhede',
      'nuwe rekening',
      'uitstaande',
      'agterstallig',
      'staat',
      'oorbetaling',
    ],
    zu: { stems: ['khokh', 'invoyisi', 'akhawunti', 'bhange', 'inkokhelo', 'imali'] },
  },
  /** The words of a request to sign, log in or open a document through a link. */
  signInWords: [
    'sign in',
    'log in',
    'login',
    'log on',
    'review and sign',
    'review & sign',
    'sign the document',
    'e-sign',
    'verify your account',
    'confirm your account',
    'password',
    'view document',
    'shared a document',
    'shared a file',
  ],
  /** The words before a password written out for an attachment, in English, Afrikaans and isiZulu. */
  passwordWords: ['password', 'pass word', 'passcode', 'pw', 'pwd', 'wagwoord', 'iphasiwedi'],
};
