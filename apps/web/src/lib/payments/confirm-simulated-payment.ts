import type { SimulatedConfirmBody, SimulatedConfirmResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/payments/simulated/confirm: the test card form (simulated provider only). `succeeded`, or
 * `requires_action` for the authentication step; a declined card is a 402 with the bank's reason.
 */
export function confirmSimulatedPayment(body: SimulatedConfirmBody): Promise<SimulatedConfirmResponse> {
  return api.post<SimulatedConfirmResponse>('/api/payments/simulated/confirm', body);
}
