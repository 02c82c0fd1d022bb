import { REFRESH_MS } from '@tradearena/contracts';
import { useEffect, useState } from 'react';

/** User activity level (docs/product/trading.md): active within the last 30 s, inactive when idle over 5 min, else base. */
export type ActivityLevel = 'active' | 'base' | 'inactive';

export function activityLevelAt(nowMs: number, lastActivityMs: number): ActivityLevel {
  const idle = nowMs - lastActivityMs;
  if (idle <= REFRESH_MS.activityWindow) return 'active';
  if (idle > REFRESH_MS.idleThreshold) return 'inactive';
  return 'base';
}

/** The refresh interval of a level: active 3 s, base 30 s, inactive 60 s (docs/product/trading.md). */
export function activityIntervalMs(level: ActivityLevel): number {
  if (level === 'active') return REFRESH_MS.activityActive;
  if (level === 'inactive') return REFRESH_MS.activityInactive;
  return REFRESH_MS.activityBase;
}

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
let lastActivity = Date.now();
let tracking = 0;
const markActive = () => {
  lastActivity = Date.now();
};

/**
 * The activity-based refresh interval, re-evaluated every 10 s (docs/product/trading.md). Listeners are shared by every caller.
 */
export function useActivityInterval(): number {
  const [level, setLevel] = useState<ActivityLevel>(() => activityLevelAt(Date.now(), lastActivity));
  useEffect(() => {
    if (tracking++ === 0) {
      for (const e of EVENTS) window.addEventListener(e, markActive, { passive: true });
    }
    const timer = setInterval(() => setLevel(activityLevelAt(Date.now(), lastActivity)), REFRESH_MS.activityCheck);
    return () => {
      clearInterval(timer);
      if (--tracking === 0) {
        for (const e of EVENTS) window.removeEventListener(e, markActive);
      }
    };
  }, []);
  return activityIntervalMs(level);
}
