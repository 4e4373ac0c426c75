'use client';

import { useEffect, useState } from 'react';

/** The year, generated automatically: rendered at build or request time, then corrected in the browser. */
export function CurrentYear({ initial }: { initial: number }) {
  const [year, setYear] = useState(initial);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span suppressHydrationWarning>{year}</span>;
}
