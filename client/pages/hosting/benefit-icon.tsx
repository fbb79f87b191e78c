import type { BenefitIcon as BenefitIconName } from '../../../shared/catalogue/plans';
import { ContentIcon, type ContentIconName } from '../../ui/content-icons';
import { IconPath } from '../../ui/icons';

const shared: Partial<Record<BenefitIconName, ContentIconName>> = {
  zap: 'zap',
  shield: 'shield',
  'trending-up': 'trendingUp',
  settings: 'settings',
  headset: 'headset',
  download: 'download',
  lock: 'lock',
  mail: 'mail',
  cloud: 'cloud',
  users: 'users',
  server: 'server',
};

// Only the hosting pages use these, so they live here rather than in the site-wide icon set.
const own: Partial<Record<BenefitIconName, string>> = {
  database:
    'M12 2c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  tag: 'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01',
  coins: 'M9 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM18.1 10.4a6 6 0 1 1-7.7 7.7M7 6h1v4M16.7 13.9l.7.7-2.8 2.8',
  sliders: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
};

/** The icon a benefit or reason names in the catalogue. */
export function BenefitIcon({ name, size = 24 }: { name: BenefitIconName; size?: number }) {
  const iconName = shared[name];
  if (iconName) return <ContentIcon name={iconName} size={size} />;
  return <IconPath d={own[name] ?? ''} size={size} />;
}
