'use client';

import { useEffect, useState } from 'react';

/** Whole seconds until an instant (0 once passed), ticking every second; null without an instant. */
export function useSecondsUntil(until: string | null): number | null {
  const compute = () => (until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : null);
  const [seconds, setSeconds] = useState<number | null>(compute);
  useEffect(() => {
    setSeconds(compute());
    if (!until) return;
    const id = setInterval(() => {
      const next = compute();
      setSeconds(next);
      if (next === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
    // compute reads only `until`.
  }, [until]);
  return seconds;
}

/** 9:05 */
export function formatMinutesSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
