import { createFileRoute, Link } from '@tanstack/react-router';
import { brand } from '@/config';
import { LegalPage, type LegalSection } from '@/features/legal/legal-page';

export const Route = createFileRoute('/terms')({ component: TermsPage });

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <p>
        These terms govern your use of the {brand.name} partner dashboard, the {brand.name} Logistics API and related
        services (together, “the platform”). By creating a partner account or using the API you agree to them on behalf
        of yourself and the business you represent.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Partner accounts and verification',
    content: (
      <>
        <p>
          You must give accurate business and contact details when you sign up and keep them current. New accounts are
          activated with a verification code issued by {brand.name} support after we have checked your business.
        </p>
        <p>
          You are responsible for everything done with your account. Keep your password and API keys confidential and
          tell us at once if you suspect they have been misused.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Using the platform and the API',
    content: (
      <ul>
        <li>Accept, carry and hand over deliveries with reasonable care and within the times you commit to.</li>
        <li>Keep delivery status updates truthful and timely; customers and senders rely on them.</li>
        <li>Respect the API rate limits and documentation; do not probe, overload or reverse-engineer the platform.</li>
        <li>
          Carry only lawful goods, and comply with the laws of the Federal Republic of Nigeria and of each state you
          operate in.
        </li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Fees, wallet and payouts',
    content: (
      <>
        <p>
          Amounts are in naira (₦). Delivery earnings are credited to your {brand.name} wallet when a delivery is marked
          delivered; the platform fee shown on your dashboard is deducted from each earning.
        </p>
        <p>
          Withdrawals are paid to the Nigerian bank account you nominate. We may hold a payout while we investigate a
          dispute, a suspected fraud or a chargeback.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    content: (
      <p>
        You may close your account at any time once pending deliveries are completed and your wallet is settled. We may
        suspend or close an account that breaches these terms, endangers customers or is used for fraud, and will tell
        you why unless the law prevents us.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <p>
        The platform is provided with reasonable skill and care. Except where the law does not allow it, {brand.name} is
        not liable for indirect or consequential losses, and our total liability in any twelve months is limited to the
        platform fees you paid in that period.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    content: (
      <p>
        How we handle personal data — yours and your customers’ — is set out in our{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and changes',
    content: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of {brand.city} State
        have jurisdiction. We may update them; we will announce material changes on the dashboard at least 14 days
        before they take effect.
      </p>
    ),
  },
];

function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 November 2026"
      intro={
        <p>
          The rules for delivery partners and developers using {brand.name}. Please read them before you create an
          account.
        </p>
      }
      sections={sections}
    />
  );
}
