/** What a registry's answer says about a name, and why it said nothing where it could not tell. */
export type DomainStatus = 'available' | 'registered' | 'unknown';

export interface RegistryAnswer {
  status: DomainStatus;
  /** Why the answer is unknown (for the log): 'timeout', 'status 429', 'throttled' … */
  reason?: string;
  /** When a registered name was registered (ISO 8601), where the registry says. */
  registeredOn?: string;
  /** The registrar that holds a registered name, as the registry names it, where it says. */
  registrar?: string;
}
