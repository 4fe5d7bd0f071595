import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import {
  NO_WEEKDAY,
  WEEKDAYS,
  WEEKDAY_LABELS,
  savePromosSchema,
  type PromoEntry,
  type PromoEntryInput,
  type Refcode,
  type Weekday,
} from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useMutationToasts } from '../../../ui/toast/toast-context';
import { usePromos, useSavePromos } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { PromoPreviewDialog } from './PromoPreviewDialog';

const T = MARKETING_TEXTS.calendar;

interface CalendarForm {
  promos: { day_of_week: Weekday; tag: string; promo_msg: string }[];
}
const calendarSchema = z.object({ promos: savePromosSchema });
type CalendarOutput = z.output<typeof calendarSchema>;

/** Promos in weekday order (0 Monday .. 6 Sunday, then the ones with no day). */
const toForm = (promos: PromoEntry[]): CalendarForm => ({
  promos: [...promos]
    .sort((a, b) => Number(a.day_of_week) - Number(b.day_of_week))
    .map(({ day_of_week, tag, promo_msg }) => ({ day_of_week, tag, promo_msg })),
});

/** The first weekday without a promo, else '7' (no day). */
function freeDay(promos: { day_of_week: Weekday }[]): Weekday {
  const used = new Set(promos.map((promo) => promo.day_of_week));
  return WEEKDAYS.find((day) => day !== NO_WEEKDAY && !used.has(day)) ?? NO_WEEKDAY;
}

/** CALENDARIO / Calendario de Promos: one message per weekday (every store user). */
export function PromoCalendarPanel({ store, refcodes }: { store: StoreDetails; refcodes: Refcode[] }) {
  const toasts = useMutationToasts();
  const { data } = usePromos();
  const save = useSavePromos();
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const { control, handleSubmit, reset } = useForm<CalendarForm, unknown, CalendarOutput>({
    resolver: zodResolver(calendarSchema) as Resolver<CalendarForm, unknown, CalendarOutput>,
    defaultValues: { promos: [] },
  });
  const list = useFieldArray({ control, name: 'promos' });
  const current = useWatch({ control, name: 'promos' }) as PromoEntryInput[] | undefined;
  useEffect(() => {
    if (data) reset(toForm(data));
  }, [data, reset]);

  const onSubmit = handleSubmit((values) => save.mutate(values.promos, toasts()));

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h2">{T.title}</Typography>
        <Button variant="outlined" onClick={() => setPreviewOpen(true)}>
          {T.preview}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {T.intro}
      </Typography>
      <Stack spacing={2}>
        {list.fields.length === 0 && <Typography>{T.empty}</Typography>}
        {list.fields.map((field, index) => (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 1.5 }}
            role="group"
            aria-label={`${T.title} ${index + 1}`}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ sm: 2 }}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormTextField
                control={control}
                name={`promos.${index}.day_of_week`}
                label={T.day}
                select
                sx={{ minWidth: 160 }}
              >
                {WEEKDAYS.map((day) => (
                  <MenuItem key={day} value={day}>
                    {WEEKDAY_LABELS[day]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name={`promos.${index}.tag`}
                label={T.tag}
                helperText={T.tagHelp}
              />
              <IconButton
                aria-label={`${T.remove} ${index + 1}`}
                onClick={() => list.remove(index)}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <Delete />
              </IconButton>
            </Stack>
            <FormTextField
              control={control}
              name={`promos.${index}.promo_msg`}
              label={T.message}
              multiline
              minRows={2}
            />
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => list.append({ day_of_week: freeDay(current ?? []), tag: '', promo_msg: '' })}
        >
          {T.add}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {MARKETING_TEXTS.save}
        </Button>
      </Stack>
      <PromoPreviewDialog
        open={isPreviewOpen}
        onClose={() => setPreviewOpen(false)}
        store={store}
        promos={current ?? []}
        refcodes={refcodes}
      />
    </Box>
  );
}
