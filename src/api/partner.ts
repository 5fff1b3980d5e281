import { request } from './client';
import { partnerEndpoints as endpoints } from './contract/partner';
import type { SetCompanyNameRequest, UpdatePartnerProfileRequest, UpdatePartnerSettingsRequest } from './schemas';

export const getPartnerProfile = (signal?: AbortSignal) => request(endpoints.getPartnerProfile, { signal });
export const updatePartnerProfile = (body: UpdatePartnerProfileRequest) =>
  request(endpoints.updatePartnerProfile, { body });
export const setCompanyName = (body: SetCompanyNameRequest) => request(endpoints.setCompanyName, { body });
export const getPartnerSettings = (signal?: AbortSignal) => request(endpoints.getPartnerSettings, { signal });
export const updatePartnerSettings = (body: UpdatePartnerSettingsRequest) =>
  request(endpoints.updatePartnerSettings, { body });
