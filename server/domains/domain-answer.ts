/**
 * A typed name to the registry's answer, or the domain rule's message when it is not a name one
 * can register: shared by GET /api/domain-check and the hosting pages' search, so both refuse and
 * answer alike.
 */
import { DOMAIN_NAME_MAX, type DomainCheckAnswer } from '../../shared/domain-check';
import { checkDomain, domainToAscii, SETUP_MESSAGES } from '../../shared/validation/setup-answer-rules';
import { registrableName, type DomainChecker } from './domain-checker';

/** The domain rule's message for a name the registries are never asked about; null for a good one. */
export function domainProblem(name: string): string | null {
  if (name.length > DOMAIN_NAME_MAX) return SETUP_MESSAGES.domainMax;
  const problem = checkDomain(name);
  if (problem) return problem;
  return registrableName(domainToAscii(name) ?? '') ? null : SETUP_MESSAGES.domain;
}

/** The registry's answer for a name domainProblem has passed. */
export async function domainAnswer(name: string, checker: DomainChecker): Promise<DomainCheckAnswer> {
  const ascii = registrableName(domainToAscii(name) ?? '') ?? '';
  const { status, checkedAt } = await checker.check(ascii);
  return { name, ascii, status, checkedAt };
}
