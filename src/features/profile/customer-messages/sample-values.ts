import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { brand } from '@/config';
import type { TemplateValues } from '@/api/schemas/customer-messages';
import { lagosTimeZone } from '@/components/ui/lagos-time';
import { partnerQueries } from '@/queries/partner';
import { useSessionUser } from '@/queries/session';

/*
 * What the previews fill the placeholders with: a sample customer and delivery, and the
 * partner's own company name. The mock sends the same shapes (server/domain/deliveries/customer-messages.ts).
 */

/** The code a sample pickup message ends with, where the partner's proof asks for one. */
export const SAMPLE_CODE = '1234';

const lagosDay = new Intl.DateTimeFormat('en-NG', {
  timeZone: lagosTimeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "Sat 28 Nov": the day a customer reads as the ETA, in Lagos. */
export const etaDay = (when: Date) => lagosDay.format(when).replace(',', '');

export interface Samples {
  values: TemplateValues;
  /** Whether the pickup message ends with a delivery code (the proof of delivery asks for one). */
  withCode: boolean;
}

export function useSamples(): Samples {
  const profile = useQuery(partnerQueries.profile());
  const settings = useQuery(partnerQueries.settings());
  const user = useSessionUser();
  const [today] = useState(() => etaDay(new Date()));
  return {
    values: {
      first_name: 'Funke',
      partner: profile.data?.companyName || user?.companyName || brand.name,
      tracking_number: 'DOS-2026-0005',
      tracking_link: `${window.location.origin}/track/7k2m9q4xw8rt3nbe`,
      eta: today,
    },
    withCode: settings.data?.proofOfDelivery.code ?? false,
  };
}
