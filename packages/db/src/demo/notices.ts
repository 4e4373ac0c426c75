import type { Db } from '../client';

/** The demo main-home notice (filled in by the notices work of issue 14). */
export async function loadDemoNotices(_tx: Db): Promise<void> {}
