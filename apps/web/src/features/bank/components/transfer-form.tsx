import { TRANSFER_MESSAGES, type TransferTarget } from '@tradearena/contracts';
import { ArrowRightLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { RetryAlert } from '@/components/retry-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { SkeletonList } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/use-toast.ts';
import { serverText } from '@/lib/api-client.ts';
import { formatCurrency } from '@/lib/format.ts';
import { useBankBalance } from '../api/get-bank-balance.ts';
import { useTransferTargets } from '../api/get-transfer-targets.ts';
import { useTransferToPortfolio } from '../api/transfer-to-portfolio.ts';
import { transferMessage } from '../lib/transfer-message.ts';
import { validateTransfer } from '../lib/validate-transfer.ts';

const targetKey = (t: TransferTarget) => `${t.portfolioType}:${t.leagueId ?? ''}`;

/**
 * The transfer form (docs/product/store-and-bank.md#transfers): an amount and one of the eligible portfolios (completed leagues are left
 * out by the server's list), checked before sending; "Transfer Successful" with the amount or "Transfer Failed"
 * with the server's message.
 */
export function TransferForm() {
  const balance = useBankBalance();
  const targets = useTransferTargets();
  const transfer = useTransferToPortfolio();
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState('');
  const target = (targets.data ?? []).find((t) => targetKey(t) === key) ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateTransfer(amount, balance.data?.balance ?? 0, target);
    if (!check.ok) {
      toast({ variant: 'destructive', ...transferMessage(check.message) });
      return;
    }
    const input = { amount: check.amount, portfolioType: check.target.portfolioType, leagueId: check.target.leagueId };
    transfer.mutate(input, {
      onSuccess: (result) => {
        toast({
          variant: 'success',
          title: TRANSFER_MESSAGES.success,
          description: `${formatCurrency(check.amount)} moved to ${result.portfolio}.`,
        });
        setAmount('');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: TRANSFER_MESSAGES.failed,
          description: serverText(error, 'message') ?? serverText(error, 'error') ?? 'Please try again later',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ArrowRightLeft className="size-5 text-emerald-400" aria-hidden="true" />
          Transfer to a Portfolio
        </CardTitle>
        <CardDescription>Transfers add cash to a portfolio; they never count as profit in any ranking.</CardDescription>
      </CardHeader>
      <CardContent>
        {targets.isError ? (
          <RetryAlert message="Your portfolios could not be loaded." onRetry={() => void targets.refetch()} />
        ) : targets.isPending ? (
          <SkeletonList count={2} label="Loading your portfolios" />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Transfer to a portfolio">
            <FormField id="transfer-amount" label="Amount ($)">
              <Input
                id="transfer-amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder="5000.00"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </FormField>
            <FormField id="transfer-target" label="Portfolio">
              <Select id="transfer-target" value={key} onChange={(e) => setKey(e.target.value)}>
                <option value="">Select a portfolio</option>
                {(targets.data ?? []).map((t) => (
                  <option key={targetKey(t)} value={targetKey(t)}>
                    {t.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <div>
              <Button type="submit" disabled={transfer.isPending || !balance.isSuccess}>
                {transfer.isPending ? 'Transferring...' : 'Transfer'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
