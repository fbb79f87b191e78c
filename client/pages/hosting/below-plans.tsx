import { pastelReasons, vpsOperatingSystems, type PlanKind } from '../../../shared/catalogue/plans';
import { RelatedHelp } from '../parts/related-help';
import { HostingFaqs } from './faqs';
import { OperatingSystems } from './operating-systems';
import { Reasons } from './reasons';

/** Everything on a hosting page under its plans: the VPS operating systems, Pastel's reasons, the questions, the help articles. */
export function HostingBelowPlans({ kind }: { kind: PlanKind }) {
  return (
    <>
      {kind === 'vps' && <OperatingSystems section={vpsOperatingSystems} />}
      {kind === 'pastel' && <Reasons section={pastelReasons} />}
      <HostingFaqs kind={kind} />
      <RelatedHelp entry={kind} />
    </>
  );
}
