import type { SimulatedPaymentMethodBody, SimulatedPaymentMethodResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/billing/simulated/payment-method: a test card replaces the stored one (simulated provider only). */
export function saveSimulatedPaymentMethod(body: SimulatedPaymentMethodBody): Promise<SimulatedPaymentMethodResponse> {
  return api.post<SimulatedPaymentMethodResponse>('/api/billing/simulated/payment-method', body);
}
