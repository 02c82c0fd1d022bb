import type { DistrictInquiryRequest, DistrictInquiryResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/district-inquiry: stored and emailed to the operators (public: signed in or not). */
export function sendDistrictInquiry(body: DistrictInquiryRequest): Promise<DistrictInquiryResponse> {
  return api.post<DistrictInquiryResponse>('/api/district-inquiry', body);
}
