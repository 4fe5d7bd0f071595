import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { TITLEBAR_TEXT_KEY, dialogMessagesSchema, type Theme } from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { useUpdateStore } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { ChatWidgetPreview } from './ChatWidgetPreview';
import { PREVIEW_DELAY_MS } from './WidgetCustomizer';
import { useDebouncedValue } from './use-debounced-value';

const T = OPTIONS_TEXTS.customize;

/** PERSONALIZAR / Asistente: what the assistant says when it greets, before and after an order. */
export function AssistantCustomizer({ store, theme }: { store: StoreDetails; theme: Theme }) {
  const { showToast } = useToast();
  const update = useUpdateStore(store.id);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(dialogMessagesSchema),
    defaultValues: {
      dialog_init: store.dialog_messages.dialog_init ?? '',
      pre_order: store.dialog_messages.pre_order ?? '',
      order_close: store.dialog_messages.order_close ?? '',
    },
  });
  const values = useWatch({ control });
  const shown = useDebouncedValue(values, PREVIEW_DELAY_MS);

  const onSubmit = handleSubmit((dialog_messages) =>
    update.mutate(
      { dialog_messages },
      {
        onSuccess: ({ message }) => showToast('success', message),
        onError: (error) => showToast('error', error.message),
      },
    ),
  );

  const messages = [
    { from: 'bot' as const, text: shown.dialog_init || T.previewBot },
    { from: 'user' as const, text: T.previewUser },
    ...(shown.pre_order ? [{ from: 'bot' as const, text: shown.pre_order }] : []),
    ...(shown.order_close ? [{ from: 'bot' as const, text: shown.order_close }] : []),
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormTextField control={control} name="dialog_init" label={T.dialogInit} multiline minRows={2} />
          <FormTextField control={control} name="pre_order" label={T.preOrder} multiline minRows={2} />
          <FormTextField control={control} name="order_close" label={T.orderClose} multiline minRows={2} />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={update.isPending}>
            {OPTIONS_TEXTS.save}
          </Button>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2" gutterBottom>
          {T.previewNote}
        </Typography>
        <ChatWidgetPreview
          label={T.preview}
          colors={theme.color_set}
          titlebarText={theme.color_set[TITLEBAR_TEXT_KEY]}
          logoUrl={theme.widget_logo}
          position={theme.widget_position}
          messages={messages}
        />
      </Grid>
    </Grid>
  );
}
