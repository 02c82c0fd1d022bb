import { POPULAR_SYMBOLS, SYMBOL_DEBOUNCE_MS } from '@tradearena/contracts';
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { EtfBadge } from '@/components/etf-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useStockSearch } from '../api/search-stocks.ts';

/**
 * Symbol search (docs/product/trading.md#trading-screens): the text is upper-cased as typed; suggestions come from /api/stocks/search;
 * the server is asked only after a pause in typing (SYMBOL_DEBOUNCE_MS), never for every partial symbol. Choosing a
 * suggestion or a popular button selects at once; the parent selects typed text only once the server lists it, and
 * until then a note says that no listed stock has that symbol.
 */
export function SymbolSearch({
  text,
  selected,
  onTextChange,
  onChoose,
}: {
  text: string;
  selected: string | null;
  onTextChange: (text: string) => void;
  onChoose: (symbol: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(text, SYMBOL_DEBOUNCE_MS);
  const search = useStockSearch(settled);
  const matches = (search.data ?? []).slice(0, 8);
  const answered = settled === text && search.isSuccess && !search.isPlaceholderData;
  const unlisted = answered && text.length > 0 && !search.data.some((m) => m.symbol === text);
  const showList = open && text.length > 0 && matches.length > 0;
  const choose = (symbol: string) => {
    onChoose(symbol);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="grid gap-3">
      <div className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          Search stocks
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search a symbol or company (e.g. MSFT)"
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value.toUpperCase());
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (!showList) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => (a + 1) % matches.length);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => (a <= 0 ? matches.length - 1 : a - 1));
            } else if (e.key === 'Enter' && active >= 0) {
              e.preventDefault();
              const m = matches[active];
              if (m) choose(m.symbol);
            } else if (e.key === 'Escape') setOpen(false);
          }}
          className="h-12 w-full rounded-xl border border-slate-700 bg-slate-950/60 pr-10 pl-10 text-base font-semibold tracking-wide text-white uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case placeholder:text-slate-500 focus-visible:border-emerald-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear symbol"
            onClick={() => onTextChange('')}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-slate-400 hover:bg-slate-800 hover:text-white"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
        {showList && (
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label="Matching stocks"
            className="absolute top-full right-0 left-0 z-20 mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-700 bg-slate-900 p-1 shadow-2xl shadow-black/50"
          >
            {matches.map((m, i) => (
              <div
                key={m.symbol}
                tabIndex={-1}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(m.symbol);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2',
                  i === active ? 'bg-slate-800' : 'hover:bg-slate-800/70',
                )}
              >
                <span className="w-16 shrink-0 font-semibold text-white">{m.symbol}</span>
                <span className="min-w-0 flex-1 truncate text-sm text-slate-300">{m.name}</span>
                {m.type === 'etf' && <EtfBadge />}
                <span className="hidden shrink-0 text-xs text-slate-400 sm:block">{m.sector}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      {unlisted && (
        <p className="text-sm text-amber-300" role="status">
          No listed stock has the symbol {text}. Pick one from the list.
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-xs font-medium uppercase tracking-wider text-slate-400">Popular</legend>
        <div className="flex flex-wrap gap-2">
          {POPULAR_SYMBOLS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={selected === s}
              onClick={() => choose(s)}
              className={cn(
                'h-9 rounded-lg border px-3 text-sm font-semibold transition-colors',
                selected === s
                  ? 'border-emerald-500 bg-emerald-500/15 text-emerald-300'
                  : 'border-slate-700 bg-slate-900/60 text-slate-200 hover:border-slate-500 hover:text-white',
              )}
            >
              {s}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
