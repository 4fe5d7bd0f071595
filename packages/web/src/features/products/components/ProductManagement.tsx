import { useEffect, useRef, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_STATUS, type ImportKind } from '@mostrador/core';
import { TEXTS } from '../../../texts';
import { productKeys, useLatestImport } from '../api';
import { ImportStatus } from './ImportStatus';
import { NewProductForm } from './NewProductForm';
import { UploadCard } from './UploadCard';

type Section = 'add' | 'update' | 'modify';

/** Prices and stock change existing products; the other three change the list itself. */
const UPLOADS: Record<Exclude<Section, 'add'>, ImportKind[]> = {
  update: ['product_prices', 'products_stock'],
  modify: ['products_file', 'products_update', 'products_delete'],
};

/** When the latest upload finishes, the table shows what it changed without a manual refresh. */
function useRefreshWhenImportFinishes() {
  const queryClient = useQueryClient();
  const { data: latest } = useLatestImport();
  const previous = useRef(latest);
  useEffect(() => {
    const before = previous.current;
    previous.current = latest;
    if (!latest || !before || before.id !== latest.id) return;
    if (!IMPORT_STATUS[before.status].finished && IMPORT_STATUS[latest.status].finished) {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    }
  }, [latest, queryClient]);
}

function UploadSection({ intro, kinds }: { intro: string; kinds: ImportKind[] }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intro}
      </Typography>
      <ImportStatus />
      {kinds.map((kind) => (
        <UploadCard key={kind} kind={kind} />
      ))}
    </Stack>
  );
}

/** The product management panel of spec section 2: Agregar, Actualizar and Modificar. */
export function ProductManagement() {
  const [open, setOpen] = useState<Section | false>(false);
  useRefreshWhenImportFinishes();
  const texts = TEXTS.products;
  const sections: Array<{ id: Section; title: string; content: ReactNode }> = [
    {
      id: 'add',
      title: texts.add,
      content: (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.addIntro}
          </Typography>
          <NewProductForm />
        </>
      ),
    },
    {
      id: 'update',
      title: texts.update,
      content: <UploadSection intro={texts.updateIntro} kinds={UPLOADS.update} />,
    },
    {
      id: 'modify',
      title: texts.modify,
      content: <UploadSection intro={texts.modifyIntro} kinds={UPLOADS.modify} />,
    },
  ];

  return (
    <Box component="section" aria-label={texts.management}>
      {sections.map((section) => (
        <Accordion
          key={section.id}
          variant="outlined"
          disableGutters
          expanded={open === section.id}
          onChange={(_event, expanded) => setOpen(expanded ? section.id : false)}
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`productos-${section.id}`}
            id={`productos-${section.id}-titulo`}
          >
            <Typography sx={{ fontWeight: 600 }}>{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`productos-${section.id}`}>{section.content}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
