import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CrashButton } from './crash-button';

export const metadata = { robots: { index: false } };

/**
 * Exercises the crash fallback in end-to-end tests. Exists only when SPI_DIAGNOSTICS=1 is set on the
 * server at run time; everywhere else it is the 404 page.
 */
export default async function CrashDiagnostics() {
  await connection();
  if (process.env.SPI_DIAGNOSTICS !== '1') notFound();
  return <CrashButton />;
}
