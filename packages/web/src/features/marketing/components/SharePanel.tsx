import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { WIDGET_POSITIONS, storeSlug, type Refcode, type WidgetPosition } from '@mostrador/core';
import { MARKETING_TEXTS } from '../marketing-texts';
import { CopyField } from './CopyField';
import { absoluteUrl } from './qr-image';

const T = MARKETING_TEXTS.share;

/** The snippets other sites paste; built from the hashtag's slug and this site's address. */
function shareSnippets(origin: string, hashtag: string, position: WidgetPosition) {
  const slug = storeSlug(hashtag);
  const storeUrl = `${origin}/s/${slug}`;
  return {
    storeUrl,
    whatsappUrl: `https://wa.me/?text=${encodeURIComponent(T.whatsappText.replace('{url}', storeUrl))}`,
    script: `<script src="${origin}/widget.js" data-store="${slug}" data-position="${position}" async></script>`,
    button: `<a href="${storeUrl}" target="_blank" rel="noopener">${T.buttonText}</a>`,
    iframe: `<iframe src="${storeUrl}" title="${hashtag}" width="400" height="640" style="border:0"></iframe>`,
  };
}

/** COMPARTIR: promo links and embed snippets, with the widget position left, center or right. */
export function SharePanel({ hashtag, refcodes }: { hashtag: string; refcodes: Refcode[] }) {
  const [position, setPosition] = useState<WidgetPosition>('right');
  const snippets = shareSnippets(window.location.origin, hashtag, position);
  const activeCodes = refcodes.filter((refcode) => refcode.active);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="text.secondary">{T.intro}</Typography>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 2 }}>
        {T.linksTitle}
      </Typography>
      <CopyField label={T.storeLink} value={snippets.storeUrl} />
      <CopyField label={T.whatsappLink} value={snippets.whatsappUrl} />
      <Link href={snippets.whatsappUrl} target="_blank" rel="noopener" variant="body2">
        {T.whatsappLink}
      </Link>
      {activeCodes.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {T.codeLinks}
          </Typography>
          {activeCodes.map((refcode) => (
            <CopyField
              key={refcode.code}
              label={`${refcode.code} · ${refcode.description}`}
              value={absoluteUrl(refcode.url)}
            />
          ))}
        </>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 3 }}>
        {T.embedTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.embedIntro}
      </Typography>
      <FormLabel id="share-position" sx={{ display: 'block', mt: 2 }}>
        {T.position}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="share-position"
        value={position}
        onChange={(_event, value) => setPosition(value as WidgetPosition)}
      >
        {WIDGET_POSITIONS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={T.positions[value]} />
        ))}
      </RadioGroup>
      <CopyField label={T.script} value={snippets.script} multiline />
      <CopyField label={T.button} value={snippets.button} multiline />
      <CopyField label={T.iframe} value={snippets.iframe} multiline />
    </Box>
  );
}
