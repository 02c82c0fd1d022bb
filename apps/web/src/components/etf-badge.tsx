import { Badge } from '@/components/ui/badge.tsx';

/** Marks an exchange-traded fund wherever instruments are listed (docs/decisions/027-etfs-baskets-and-expense-ratios.md). */
export function EtfBadge() {
  return (
    <Badge variant="secondary" title="Exchange-traded fund: one share holds a whole basket">
      ETF
    </Badge>
  );
}
