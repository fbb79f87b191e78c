import { ContentIcon } from '../../ui/content-icons';
import { HeroIllustration } from '../../ui/hero-illustration';

const BARS = [
  { height: 34, className: 'soft' },
  { height: 52, className: 'soft' },
  { height: 66, className: 'accent' },
  { height: 88, className: 'accent' },
  { height: 106, className: 'accent' },
];

/** Growth over the years, the people who do the work, and the award they earn it with. */
export function AboutIllustration() {
  return (
    <HeroIllustration subject="about">
      <circle className="halo" cx="250" cy="180" r="150" />
      <rect className="surface" x="56" y="48" width="270" height="190" rx="18" />
      <rect className="muted" x="80" y="72" width="96" height="10" rx="5" />
      <rect className="muted" x="80" y="92" width="60" height="8" rx="4" />
      {BARS.map((bar, index) => (
        <rect
          key={index}
          className={bar.className}
          x={92 + index * 42}
          y={214 - bar.height}
          width="26"
          height={bar.height}
          rx="4"
        />
      ))}
      <path className="trend" d="M96 176L146 154L188 142L230 116L274 94" />
      <rect className="surface" x="250" y="168" width="182" height="136" rx="18" />
      {[0, 1, 2].map((person) => {
        const x = 292 + person * 49;
        return (
          <g key={person}>
            <circle className={person === 1 ? 'accent' : 'soft'} cx={x} cy="222" r="15" />
            <path className={person === 1 ? 'accent' : 'soft'} d={`M${x - 24} 282a24 24 0 0 1 48 0z`} />
          </g>
        );
      })}
      <circle className="accent" cx="96" cy="282" r="40" />
      <ContentIcon name="award" x="74" y="260" size={44} className="on-accent" />
    </HeroIllustration>
  );
}
