import * as s from '../schemas';
import { endpoint } from './endpoint';

/** Partner. */
export const partnerEndpoints = {
  getPartnerProfile: endpoint({
    method: 'GET',
    path: '/api/delivery-partners/profile',
    auth: 'user',
    reply: s.partnerProfile,
  }),
  updatePartnerProfile: endpoint({
    method: 'PUT',
    path: '/api/delivery-partners/profile',
    auth: 'user',
    body: s.updatePartnerProfileRequest,
    reply: s.partnerProfile,
  }),
  /** The onboarding step (issue 24): names the company on the profile and the billing details. */
  setCompanyName: endpoint({
    method: 'PUT',
    path: '/api/delivery-partners/company',
    auth: 'user',
    body: s.setCompanyNameRequest,
    reply: s.partnerProfile,
  }),
  getPartnerSettings: endpoint({
    method: 'GET',
    path: '/api/delivery-partners/settings',
    auth: 'user',
    reply: s.partnerSettings,
  }),
  updatePartnerSettings: endpoint({
    method: 'PUT',
    path: '/api/delivery-partners/settings',
    auth: 'user',
    body: s.updatePartnerSettingsRequest,
    reply: s.partnerSettings,
  }),
} as const;
