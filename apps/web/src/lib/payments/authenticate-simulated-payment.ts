import type { SimulatedAuthenticateBody, SimulatedConfirmResponse } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /api/payments/simulated/authenticate: the test card's authentication step, approved or failed. */
export function authenticateSimulatedPayment(body: SimulatedAuthenticateBody): Promise<SimulatedConfirmResponse> {
  return api.post<SimulatedConfirmResponse>('/api/payments/simulated/authenticate', body);
}
