/**
 * The invitation to the IT self-assessment, on the contact page and these services' pages: apart
 * from its questions (assessment.ts), so the pages that invite carry a line, not the whole set.
 */
import type { ServiceId } from './service-ids';

export const assessmentInvitation = {
  text: 'Not sure where your business stands? Answer plain questions and see your score in about five minutes, free.',
  label: 'Start the IT self-assessment',
  services: ['it-health', 'cybersecurity'] as readonly ServiceId[],
};
