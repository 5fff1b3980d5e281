import { createFileRoute } from '@tanstack/react-router';
import { brand } from '@/config';
import { LegalPage, type LegalSection } from '@/features/legal/legal-page';

export const Route = createFileRoute('/privacy')({ component: PrivacyPage });

const sections: LegalSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, business name, email address, phone number and password (stored
          only as a secure hash).
        </li>
        <li>
          <strong>Delivery data:</strong> pickup and drop-off addresses, recipient names and phone numbers, item
          descriptions and tracking updates, including location while a delivery is in transit.
        </li>
        <li>
          <strong>Payment data:</strong> wallet transactions and the bank account you nominate for payouts.
        </li>
        <li>
          <strong>Technical data:</strong> device, browser and log information needed to keep the platform secure.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    content: (
      <p>
        We use personal data to run your account, route and track deliveries, pay you, prevent fraud, give support and
        meet our legal obligations. We do not sell personal data, and we do not use your customers’ data for our own
        marketing.
      </p>
    ),
  },
  {
    id: 'lawful-basis',
    title: 'Lawful basis',
    content: (
      <p>
        We process personal data in line with the Nigeria Data Protection Act 2023 and the Nigeria Data Protection
        Regulation (NDPR): to perform our contract with you, to comply with the law, for our legitimate interests in a
        safe and reliable service, and with your consent where it is required.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    content: (
      <p>
        We share data only with the parties a delivery needs (the sender, the recipient and the partner carrying it),
        with payment and hosting providers bound by data-processing agreements, and with authorities when the law
        requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention and security',
    content: (
      <p>
        We keep delivery and transaction records for as long as tax and accounting law requires (generally six years)
        and delete or anonymise other data when it is no longer needed. Data is encrypted in transit and access is
        limited to staff who need it.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <p>
        You may ask for a copy of your data, have it corrected or deleted, object to or restrict its processing, and
        withdraw consent. Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>; you may also
        complain to the Nigeria Data Protection Commission.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookie Policy',
    content: (
      <>
        <p>
          {brand.name} uses only what it needs to work. Your sign-in is kept in your browser’s storage — for this visit,
          or until you sign out when you choose “Remember me” — together with small preferences such as whether your
          wallet balance is hidden.
        </p>
        <p>
          We do not use advertising or cross-site tracking cookies. You can clear this storage at any time in your
          browser’s settings; you will then need to sign in again.
        </p>
      </>
    ),
  },
];

function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro={
        <p>
          How {brand.name} collects, uses and protects personal data of delivery partners, developers and the customers
          whose parcels they carry, in {brand.country}.
        </p>
      }
      sections={sections}
    />
  );
}
