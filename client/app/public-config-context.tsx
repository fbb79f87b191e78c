import { createContext, useContext } from 'react';
import type { PublicConfig } from '../../shared/public-config';

export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('PublicConfigContext is missing');
  return config;
}
