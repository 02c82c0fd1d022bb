import { ORDER_TYPES, type OrderType, TIMES_IN_FORCE, type TimeInForce } from '@tradearena/domain';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { ORDER_TYPE_LABELS, TIME_IN_FORCE_LABELS } from '@/lib/trading/describe-order.ts';

export interface OrderTypeValues {
  type: OrderType;
  limitText: string;
  stopText: string;
  timeInForce: TimeInForce;
}

/**
 * The ticket's order type (Market, Limit, Stop, Stop-Limit) and what that type takes: a limit price (limit,
 * stop-limit), a stop price (stop, stop-limit) and a time in force (every type but market). `errors` are shown
 * under their field and announced with it.
 */
export function OrderTypeFields({
  id,
  values,
  onChange,
  errors,
}: {
  id: string;
  values: OrderTypeValues;
  onChange: (patch: Partial<OrderTypeValues>) => void;
  errors: { limit?: string | undefined; stop?: string | undefined };
}) {
  const { type } = values;
  const hasStop = type === 'stop' || type === 'stop_limit';
  const hasLimit = type === 'limit' || type === 'stop_limit';
  return (
    <>
      <FormField id={`${id}-type`} label="Order type">
        <Select id={`${id}-type`} value={type} onChange={(e) => onChange({ type: e.target.value as OrderType })}>
          {ORDER_TYPES.map((t) => (
            <option key={t} value={t}>
              {ORDER_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </FormField>
      {(hasStop || hasLimit) && (
        <div className="grid grid-cols-1 gap-4 min-[22rem]:grid-cols-2">
          {hasStop && (
            <PriceField
              id={`${id}-stop`}
              label="Stop price ($)"
              value={values.stopText}
              onChange={(stopText) => onChange({ stopText })}
              error={errors.stop}
            />
          )}
          {hasLimit && (
            <PriceField
              id={`${id}-limit`}
              label="Limit price ($)"
              value={values.limitText}
              onChange={(limitText) => onChange({ limitText })}
              error={errors.limit}
            />
          )}
        </div>
      )}
      {type !== 'market' && (
        <FormField id={`${id}-tif`} label="Time in force">
          <Select
            id={`${id}-tif`}
            value={values.timeInForce}
            onChange={(e) => onChange({ timeInForce: e.target.value as TimeInForce })}
          >
            {TIMES_IN_FORCE.map((t) => (
              <option key={t} value={t}>
                {TIME_IN_FORCE_LABELS[t]}
              </option>
            ))}
          </Select>
        </FormField>
      )}
    </>
  );
}

function PriceField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
}) {
  return (
    <FormField id={id} label={label}>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-400">
          {error}
        </p>
      )}
    </FormField>
  );
}
