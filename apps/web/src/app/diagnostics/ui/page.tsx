import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { UiGallery } from './ui-gallery';

export const metadata = { title: 'UI 컴포넌트', robots: { index: false } };

/** Component gallery for visual checks and end-to-end tests; exists only with SPI_DIAGNOSTICS=1. */
export default async function UiDiagnostics() {
  await connection();
  if (process.env.SPI_DIAGNOSTICS !== '1') notFound();
  return <UiGallery />;
}
