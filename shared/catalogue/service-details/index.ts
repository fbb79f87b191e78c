import type { ServiceDetail } from '../services';
import { cloudServicesDetail } from './cloud-services';
import { connectivityDetail } from './connectivity';
import { cybersecurityDetail } from './cybersecurity';
import { itHealthDetail } from './it-health';
import { itSoftwareDetail } from './it-software';
import { itSupportDetail } from './it-support';
import { managedInfrastructureDetail } from './managed-infrastructure';
import { networkManagementDetail } from './network-management';
import { securityDetail } from './security';
import { telecomsDetail } from './telecoms';

/** The long texts of each service page, keyed by service id. */
export const serviceDetails: Record<string, ServiceDetail> = {
  'cloud-services': cloudServicesDetail,
  connectivity: connectivityDetail,
  cybersecurity: cybersecurityDetail,
  'it-health': itHealthDetail,
  'it-software': itSoftwareDetail,
  'it-support': itSupportDetail,
  'managed-infrastructure': managedInfrastructureDetail,
  'network-management': networkManagementDetail,
  security: securityDetail,
  telecoms: telecomsDetail,
};
