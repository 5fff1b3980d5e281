import { ComparisonSection } from './comparison-section';
import { CtaSection } from './cta-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';

/*
 * The public landing page (SPEC.md §2). It imports no form library, no zod, no dialog
 * and no data layer: "Request API Access" goes through useRequestAccess(), which loads
 * the dialog on first use.
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <DemoSection />
      <ComparisonSection />
      <CtaSection />
    </>
  );
}
