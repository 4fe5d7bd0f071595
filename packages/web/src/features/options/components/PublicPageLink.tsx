import Link from '@mui/material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { storeSlug } from '@mostrador/core';
import { OPTIONS_TEXTS } from '../options-texts';

/** /s/{hashtag without #}: the store's public home page, in a new tab (spec section 2). */
export function PublicPageLink({ hashtag }: { hashtag: string }) {
  return (
    <Link
      href={`/s/${encodeURIComponent(storeSlug(hashtag))}`}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      {OPTIONS_TEXTS.publicPage}
      <OpenInNew fontSize="small" aria-hidden />
    </Link>
  );
}
