/**
 * The domain check's words: under the order dialog's domain field (by the domain step chosen),
 * in the hosting pages' "Find your domain" search, and in the staff e-mail.
 */
import type { DomainCheckStatus } from '../domain-check';

/** The domain steps a visitor can choose (shared/catalogue/plans/setup-questions.ts). */
type DomainStep = 'register' | 'transfer' | 'existing';

const COULD_NOT_CHECK = "Couldn't check just now: we'll confirm.";
const NOT_REGISTERED = 'Not registered yet: did you mean to register it?';

/** What the dialog says under the field: null where the answer needs no remark for that step. */
export function domainCheckNote(step: DomainStep, status: DomainCheckStatus): string | null {
  if (status === 'unknown') return COULD_NOT_CHECK;
  if (step === 'register') {
    return status === 'available'
      ? 'Available to register.'
      : 'Already registered: transfer it if it is yours, or choose another name.';
  }
  return status === 'available' ? NOT_REGISTERED : null;
}

export const domainCheckCopy = {
  checking: 'Checking…',
  /** The staff e-mail's Set-up row, and how each answer reads there. */
  staffLabel: 'Domain check',
  staffStatus: { available: 'available', registered: 'registered', unknown: "couldn't check" } satisfies Record<
    DomainCheckStatus,
    string
  >,
  noService: 'no registry service',
  search: {
    heading: 'Find your domain',
    label: 'Domain name',
    placeholder: 'example.co.za',
    submit: 'Search',
    available: (name: string) => `${name} is available to register.`,
    registered: (name: string) => `${name} is already registered. If it is yours, transfer it to us or use it with your hosting.`,
    unknown: (name: string) => `We couldn't check ${name} just now: order and we'll confirm.`,
    orderRegister: 'Order hosting and register it',
    orderTransfer: 'Order hosting and transfer it',
  },
} as const;
