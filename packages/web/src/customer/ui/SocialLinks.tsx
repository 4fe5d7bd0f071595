import type { StorePublic } from '../types';

type Social = StorePublic['social'];

/** Icon paths (24x24) for the five networks of spec section 2. */
const ICONS: Record<keyof Social, string> = {
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 1.8A3.7 3.7 0 0 0 3.8 7.5v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7z',
  facebook: 'M14 8V6c0-.9.2-1.4 1.6-1.4H18V1h-3.3C11 1 10 3 10 5.9V8H7v3.6h3V23h4V11.6h3.3L18 8z',
  maps: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  youtube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .6 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15V9l5.8 3z',
};

const LABELS: Record<keyof Social, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  maps: 'Cómo llegar',
  youtube: 'YouTube',
};

/** Stores save a handle or a number as often as a full address: both become a link. */
function href(network: keyof Social, value: string): string {
  if (/^https?:\/\//.test(value)) return value;
  const handle = value.replace(/^@/, '');
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/${value.replace(/\D/g, '')}`;
    case 'instagram':
      return `https://instagram.com/${handle}`;
    case 'facebook':
      return `https://facebook.com/${handle}`;
    case 'maps':
      return `https://maps.google.com/?q=${encodeURIComponent(value)}`;
    case 'youtube':
      return `https://youtube.com/${handle}`;
  }
}

export function SocialLinks({ social }: { social: Social }) {
  const networks = (Object.keys(ICONS) as (keyof Social)[]).filter((network) => social[network]);
  if (networks.length === 0) return null;
  return (
    <ul className="social" aria-label="Redes sociales">
      {networks.map((network) => (
        <li key={network}>
          <a
            href={href(network, social[network]!)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={LABELS[network]}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path fill="currentColor" d={ICONS[network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
