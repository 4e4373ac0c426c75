import type { Db } from '../client';

/** Demo FAQ entries of /support (filled in by the support work of issue 14). */
export async function loadDemoFaqs(_tx: Db): Promise<void> {}
