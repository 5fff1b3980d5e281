import { ComparisonSection } from './comparison-section';
import { CtaSection } from './cta-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';

/*
 * The public landing page (SPEC.md §2). It imports no form library, no zod, no dialog and
 * no data layer: "Request API Access" is handed in by the route (the api-access feature
 * loads its dialog on first use).
 */
export function LandingPage({ onRequestAccess }: { onRequestAccess: () => void }) {
  return (
    <>
      <Hero onRequestAccess={onRequestAccess} />
      <FeaturesSection />
      <DemoSection />
      <ComparisonSection />
      <CtaSection onRequestAccess={onRequestAccess} />
    </>
  );
}
