import type { AnalyticsSink } from './types';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; clarity?: unknown };

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads gtag.js for a GA4 measurement id (only after consent) and returns the GA4 sink. */
export function loadGa4(measurementId: string): AnalyticsSink {
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  // gtag.js reads the `arguments` objects pushed here.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  return {
    track: (event, props) => w.gtag?.('event', event, props),
    identify: (userId, props) => {
      w.gtag?.('set', { user_id: userId ?? undefined });
      if (userId) w.gtag?.('set', 'user_properties', props);
    },
  };
}

/** Loads the Microsoft Clarity heatmap for a project id (only after consent). */
export function loadClarity(projectId: string): void {
  const w = window as GtagWindow & { clarity?: ((...args: unknown[]) => void) & { q?: unknown[] } };
  if (w.clarity) return;
  const clarity = ((...args: unknown[]) => {
    (clarity.q ??= []).push(args);
  }) as ((...args: unknown[]) => void) & { q?: unknown[] };
  w.clarity = clarity;
  addScript(`https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`);
}
