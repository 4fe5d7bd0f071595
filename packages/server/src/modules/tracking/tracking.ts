import type { Config } from '../../config';

/** What the web pages may use of the analytics and tracking settings (spec section 7). */
export interface PublicTrackingConfig {
  /** Where the 404 page sends its analytics event; null: no event is sent. */
  analytics_url: string | null;
  /** The tracking script for this host; null off production hosts or when unset. */
  tracking_script_url: string | null;
}

type TrackingSettings = Pick<
  Config,
  'ANALYTICS_URL' | 'TRACKING_SCRIPT_URL' | 'PRODUCTION_HOSTS' | 'NODE_ENV'
>;

/** A production host: listed in PRODUCTION_HOSTS, or any host of a production server when unset. */
export function isProductionHost(config: TrackingSettings, hostname: string): boolean {
  if (config.PRODUCTION_HOSTS) return config.PRODUCTION_HOSTS.includes(hostname.toLowerCase());
  return config.NODE_ENV === 'production';
}

export function trackingConfigFor(config: TrackingSettings, hostname: string): PublicTrackingConfig {
  return {
    analytics_url: config.ANALYTICS_URL ?? null,
    tracking_script_url:
      config.TRACKING_SCRIPT_URL && isProductionHost(config, hostname) ? config.TRACKING_SCRIPT_URL : null,
  };
}

/** The origins the Content-Security-Policy must allow for these settings (none when unset). */
export function trackingOrigins(config: TrackingSettings) {
  const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  return { script: originOf(config.TRACKING_SCRIPT_URL), connect: originOf(config.ANALYTICS_URL) };
}
