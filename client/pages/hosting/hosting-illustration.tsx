import type { PlanKind } from '../../../shared/catalogue/plans';
import { ContentIcon, type ContentIconName } from '../../ui/content-icons';
import { HeroIllustration } from '../../ui/hero-illustration';

/** Each hosting page's own sign on the badge in front of the rack. */
const badgeIcon: Record<PlanKind, ContentIconName> = {
  vps: 'server',
  shared: 'layers',
  reseller: 'users',
  cpanel: 'settings',
  pastel: 'trendingUp',
  'microsoft-365': 'mail',
};

const UNITS = [0, 1, 2, 3];

/** A server rack linked to the cloud, a small uptime chart, and the page's badge. */
export function HostingIllustration({ kind }: { kind: PlanKind }) {
  return (
    <HeroIllustration subject={kind}>
      <circle className="halo" cx="250" cy="190" r="150" />
      <path className="flow" d="M330 112 Q 372 112 384 132" />
      <path className="surface" d="M352 132h88a26 26 0 0 0 0-52 38 38 0 0 0-72-10 30 30 0 0 0-16 62z" />
      <rect className="surface" x="150" y="70" width="180" height="244" rx="18" />
      {UNITS.map((unit) => {
        const y = 90 + unit * 54;
        return (
          <g key={unit}>
            <rect className="muted" x="168" y={y} width="144" height="42" rx="8" />
            <circle className={unit === 2 ? 'cyan' : 'accent'} cx="188" cy={y + 21} r="5" />
            <rect className="soft" x="208" y={y + 12} width="86" height="6" rx="3" />
            <rect className="soft" x="208" y={y + 24} width="56" height="6" rx="3" />
          </g>
        );
      })}
      <rect className="surface" x="326" y="206" width="124" height="84" rx="14" />
      <rect className="soft" x="344" y="258" width="14" height="16" rx="3" />
      <rect className="soft" x="366" y="246" width="14" height="28" rx="3" />
      <rect className="accent" x="388" y="236" width="14" height="38" rx="3" />
      <rect className="accent" x="410" y="224" width="14" height="50" rx="3" />
      <circle className="accent" cx="132" cy="272" r="42" />
      <ContentIcon name={badgeIcon[kind]} x="110" y="250" size={44} className="on-accent" />
    </HeroIllustration>
  );
}
