export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsSink {
  track(event: string, props: AnalyticsProps): void;
  identify(userId: string | null, props: AnalyticsProps): void;
}
