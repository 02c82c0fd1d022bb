import { Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatCurrency, formatWholeDollars } from '@/lib/format.ts';
import type { CashPackage } from '../lib/payment-request.ts';

/** One virtual cash package (docs/product/store-and-bank.md#virtual-cash-packages): name, badge, virtual amount, price and a Buy button. */
export function CashPackageCard({ pack, onBuy }: { pack: CashPackage; onBuy: () => void }) {
  return (
    <Card className={cn('flex flex-col', pack.badge && 'border-emerald-500/40')}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>{pack.name}</CardTitle>
          {pack.badge && <Badge variant={pack.badge === 'Sale' ? 'warning' : 'default'}>{pack.badge}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 gap-1">
        <p className="tabular flex items-center gap-2 text-2xl font-bold text-white">
          <Wallet className="size-5 text-emerald-400" aria-hidden="true" />
          {formatWholeDollars(pack.amountCents / 100)}
        </p>
        <p className="text-sm text-slate-400">virtual cash, added to your Trading Bank</p>
      </CardContent>
      <CardFooter className="justify-between">
        <span className="tabular text-lg font-semibold text-white">{formatCurrency(pack.priceCents / 100)}</span>
        <Button onClick={onBuy} aria-label={`Buy ${pack.name}`}>
          Buy
        </Button>
      </CardFooter>
    </Card>
  );
}
