import { Icon, type IconName } from '../../ui/icons';
import { HeroIllustration } from '../../ui/hero-illustration';

const CENTRE = { x: 240, y: 180 };
const ORBIT = 124;
const AROUND: readonly IconName[] = ['server', 'shield', 'cloud', 'headset', 'network', 'activity'];

/**
 * One hub and the services around it: the services page shows the whole practice (layers at the
 * centre), a service's own page puts its icon at the centre and the rest around it.
 */
export function ServicesIllustration({ subject, centre }: { subject: string; centre: IconName }) {
  const around = AROUND.filter((name) => name !== centre).slice(0, 5);
  const satellites = around.map((name, index) => {
    const angle = -Math.PI / 2 + ((index + 0.5) * 2 * Math.PI) / around.length;
    return { name, x: Math.round(CENTRE.x + ORBIT * Math.cos(angle)), y: Math.round(CENTRE.y + ORBIT * Math.sin(angle)) };
  });
  return (
    <HeroIllustration subject={subject}>
      <circle className="halo" cx={CENTRE.x} cy={CENTRE.y} r="160" />
      <circle className="line" cx={CENTRE.x} cy={CENTRE.y} r={ORBIT} strokeDasharray="4 8" />
      {satellites.map(({ name, x, y }) => (
        <path key={`link-${name}`} className="flow" d={`M${CENTRE.x} ${CENTRE.y}L${x} ${y}`} />
      ))}
      {satellites.map(({ name, x, y }) => (
        <g key={name}>
          <circle className="surface" cx={x} cy={y} r="32" />
          <Icon name={name} x={x - 14} y={y - 14} size={28} className="glyph" />
        </g>
      ))}
      <circle className="soft" cx={CENTRE.x} cy={CENTRE.y} r="66" />
      <circle className="accent" cx={CENTRE.x} cy={CENTRE.y} r="50" />
      <Icon name={centre} x={CENTRE.x - 24} y={CENTRE.y - 24} size={48} className="on-accent" />
    </HeroIllustration>
  );
}
