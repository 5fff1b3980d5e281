import { ComparisonSection } from './comparison-section';
import { CtaSection } from './cta-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';

/** The landing page after its hero: one chunk, loaded once the hero is live (landing-page.tsx). */
export function BelowTheFold({ onRequestAccess }: { onRequestAccess: () => void }) {
  return (
    <>
      <FeaturesSection />
      <DemoSection />
      <ComparisonSection />
      <CtaSection onRequestAccess={onRequestAccess} />
    </>
  );
}
