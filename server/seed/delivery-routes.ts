import { toKobo } from '@/api/money';
import type { DeliveryRouteRecord } from '../domain/delivery-routes/records';
import { DEMO_USER_ID } from './accounts';

/* The demo partner's delivery routes (kobo). */

export function seedDeliveryRoutes(): DeliveryRouteRecord[] {
  const partnerId = DEMO_USER_ID;
  return [
    {
      partnerId,
      id: 'rte_lekki_ikeja',
      from: 'Lekki',
      to: 'Ikeja',
      estimatedTime: '1-2 hours',
      basePrice: toKobo(3_500),
      isActive: true,
      coverage: 'local',
    },
    {
      partnerId,
      id: 'rte_lagos_ibadan',
      from: 'Lagos',
      to: 'Ibadan',
      estimatedTime: '3-4 hours',
      basePrice: toKobo(12_000),
      isActive: true,
      coverage: 'interstate',
    },
    {
      partnerId,
      id: 'rte_abuja_kano',
      from: 'Abuja',
      to: 'Kano',
      estimatedTime: '1 day',
      basePrice: toKobo(25_000),
      isActive: false,
      coverage: 'interstate',
    },
    {
      partnerId,
      id: 'rte_lagos_accra',
      from: 'Lagos',
      to: 'Accra',
      estimatedTime: '2-3 days',
      basePrice: toKobo(65_000),
      isActive: true,
      coverage: 'international',
    },
  ];
}
