import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';
import { TEXTS } from '../../texts';

/** A section whose screen is not built yet: its title and an honest note, no made-up data. */
export function SectionPlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ color: 'text.secondary' }}>{TEXTS.sections.soon}</Typography>
    </>
  );
}
