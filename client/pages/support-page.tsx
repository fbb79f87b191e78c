import { PageHero } from '../ui/page-hero';

export default function SupportPage() {
  return <PageHero title="Technical Support" intro="Reach our support team by live chat, phone or email." />;
}
