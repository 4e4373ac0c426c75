import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { eventIdOf, fetchEvent } from '@/features/events/api/events-server';
import { EventPage } from '@/features/events/components/event-page';
import { eventJsonLd, eventMetadata } from '@/features/events/lib/event-seo';
import { eventPath } from '@/features/events/lib/paths';
import { ScrapButton } from '@/features/scrap/components/scrap-button';
import { serializeJsonLd } from '@/lib/json-ld';
import { SITE_URL } from '@/lib/site-config';

/**
 * An event's page, cached per id (ADR 014, ADR 020 rule 3): the guest's answer is rendered on the first
 * visit and kept until an edit, registration or cancellation expires the tag 'events' (or 300 s pass).
 * It reads no cookies; the viewer's registration, the online link and the scrap state load in the browser.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ eventId: string }> {
  return [];
}

type Params = Promise<{ eventId: string }>;

async function load(raw: string) {
  const id = eventIdOf(raw);
  return id ? fetchEvent(id) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await load((await params).eventId);
  if (!detail) return { title: '이벤트를 찾을 수 없습니다', robots: { index: false } };
  return eventMetadata(detail.event);
}

export default async function EventRoute({ params }: { params: Params }) {
  const detail = await load((await params).eventId);
  if (!detail) notFound();
  const { event } = detail;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(event, SITE_URL)) }} />
      <EventPage
        event={event}
        url={`${SITE_URL}${eventPath(event.id)}`}
        scrapButton={<ScrapButton contentType="EVENT" contentId={event.id} title={event.title} variant="labelled" />}
      />
    </>
  );
}
