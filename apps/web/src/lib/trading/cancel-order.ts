import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@tradearena/contracts';
import { api } from '@/lib/api-client.ts';

/** DELETE /api/orders/{id}: the caller's open order is cancelled and its reservation released. */
export function cancelOrder(id: number): Promise<Order | undefined> {
  return api.delete<Order | undefined>(`/api/orders/${id}`);
}

/** Cancels an order, then refreshes the order lists (the caller's portfolio buying power follows from them). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation<Order | undefined, unknown, number>({
    mutationFn: cancelOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['/api/orders'] }),
  });
}
