import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Timeframe } from '../api/get-chart.ts';
import type { ChartCandle } from '../lib/chart-points.ts';
import { chartTimeFormatter } from '../lib/chart-time-format.ts';

/** 8% padding above and below the prices (docs/product/trading.md#prices-and-quotes). */
const PRICE_PADDING = 0.08;

/**
 * Candlesticks drawn with lightweight-charts (times: see chartTimeFormatter). Mount one per symbol and timeframe (use a
 * key): a new candle list that only moves or adds the last candle is applied as a live update (no redraw, no jump).
 */
export function PriceChart({
  candles,
  timeframe,
  timeZone,
  label,
}: {
  candles: readonly ChartCandle[];
  timeframe: Timeframe;
  timeZone: string;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const shown = useRef<readonly ChartCandle[]>([]);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const c = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#94a3b8',
        fontSize: 11,
        attributionLogo: true,
      },
      grid: { vertLines: { color: 'rgba(148,163,184,0.06)' }, horzLines: { color: 'rgba(148,163,184,0.08)' } },
      rightPriceScale: {
        borderColor: 'rgba(148,163,184,0.15)',
        scaleMargins: { top: PRICE_PADDING, bottom: PRICE_PADDING },
      },
      timeScale: { borderColor: 'rgba(148,163,184,0.15)', timeVisible: true, secondsVisible: false },
      crosshair: { horzLine: { color: '#475569' }, vertLine: { color: '#475569' } },
      handleScroll: { vertTouchDrag: false },
    });
    series.current = c.addSeries(CandlestickSeries, {
      upColor: '#10b981',
      downColor: '#ef4444',
      borderVisible: false,
      wickUpColor: '#10b981',
      wickDownColor: '#ef4444',
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    c.priceScale('right').applyOptions({ ticksVisible: true });
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
      shown.current = [];
    };
  }, []);

  useEffect(() => {
    const f = chartTimeFormatter(timeZone, timeframe);
    chart.current?.applyOptions({
      localization: { timeFormatter: f.crosshair, priceFormatter: (p: number) => p.toFixed(2) },
      timeScale: { tickMarkFormatter: f.tick, timeVisible: timeframe === '5M' },
    });
  }, [timeZone, timeframe]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    const prev = shown.current;
    const toBar = (c: ChartCandle) => ({ ...c, time: c.time as UTCTimestamp });
    const last = candles.at(-1);
    const isLiveStep =
      prev.length > 0 &&
      last !== undefined &&
      prev[0]?.time === candles[0]?.time &&
      (candles.length === prev.length || candles.length === prev.length + 1) &&
      last.time >= (prev.at(-1)?.time ?? 0);
    if (isLiveStep) s.update(toBar(last));
    else {
      s.setData(candles.map(toBar));
      chart.current?.timeScale().fitContent();
    }
    shown.current = candles;
  }, [candles]);

  return (
    <figure aria-label={label} className="m-0">
      <div ref={container} className="h-72 w-full overflow-hidden sm:h-80 lg:h-96" />
    </figure>
  );
}
