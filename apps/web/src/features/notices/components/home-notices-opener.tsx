'use client';

import { useEffect } from 'react';
import { wireHomeNoticesNow } from '../lib/home-notices-script';

/**
 * Opens the notice dialog of a home page that React rendered after a client-side navigation, where the
 * inline script does not run. On a home page loaded from the server the script has already opened it (or
 * the reader has closed it), and this does nothing.
 */
export function HomeNoticesOpener() {
  useEffect(() => wireHomeNoticesNow(), []);
  return null;
}
