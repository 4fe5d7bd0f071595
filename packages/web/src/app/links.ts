/*
 * Addresses outside the app. They live here so an operator changes them in one place; the social
 * accounts are the product's own, shown in the footer.
 */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'soporte@mostrador.local';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
export const VIDEO_CALL_SUPPORT_URL = 'https://meet.jit.si/mostrador-soporte';
/** A static page of this build (public/privacidad.html), so it also works offline from the API. */
export const PRIVACY_POLICY_URL = '/privacidad.html';

export const SOCIAL_LINKS = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mostrador.app' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/mostrador.app' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@mostrador-app' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
