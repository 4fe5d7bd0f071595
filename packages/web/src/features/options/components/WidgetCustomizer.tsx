import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  TITLEBAR_TEXT_KEY,
  WIDGET_POSITIONS,
  themeSchema,
  type Theme,
  type ThemeInput,
  type ThemeColorSet,
  type WidgetPosition,
} from '@mostrador/core';
import { useToast } from '../../../ui/toast/toast-context';
import { useSaveTheme } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { ChatWidgetPreview } from './ChatWidgetPreview';
import { ColorField } from './ColorField';
import { ImageUrlField } from './ImageUrlField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useDebouncedValue } from './use-debounced-value';

const T = OPTIONS_TEXTS.customize;

/** The widget's colours (the home page ones live in the Home tab). */
const WIDGET_COLOR_KEYS = [
  'titlebar_color',
  'titlebar_font_color',
  'chat_background',
  'bot_message',
  'user_message',
  'font_color',
  'chip_color',
  'input_box_color',
  'input_font_color',
  'send_icon',
] as const;

/** Spec section 9: the preview follows a change one second later. */
export const PREVIEW_DELAY_MS = 1000;

function defaultsOf(theme: Theme) {
  return {
    widget_logo: theme.widget_logo,
    widget_position: theme.widget_position,
    color_set: {
      [TITLEBAR_TEXT_KEY]: theme.color_set[TITLEBAR_TEXT_KEY],
      ...Object.fromEntries(WIDGET_COLOR_KEYS.map((key) => [key, theme.color_set[key]])),
    } as Record<(typeof WIDGET_COLOR_KEYS)[number] | typeof TITLEBAR_TEXT_KEY, string>,
  };
}
type WidgetForm = ReturnType<typeof defaultsOf>;

/** The preview of the values typed so far, drawn 1 s after the last change. */
function LivePreview({
  values,
  theme,
  greeting,
}: {
  values: Partial<WidgetForm>;
  theme: Theme;
  greeting: string;
}) {
  const settled = useDebouncedValue(JSON.stringify(values), PREVIEW_DELAY_MS);
  const shown = JSON.parse(settled) as Partial<WidgetForm>;
  const colors = { ...theme.color_set, ...shown.color_set } as ThemeColorSet;
  return (
    <ChatWidgetPreview
      label={T.preview}
      colors={colors}
      titlebarText={colors[TITLEBAR_TEXT_KEY] || theme.color_set[TITLEBAR_TEXT_KEY]}
      logoUrl={shown.widget_logo ?? ''}
      position={(shown.widget_position ?? theme.widget_position) as WidgetPosition}
      messages={[
        { from: 'bot', text: greeting },
        { from: 'user', text: T.previewUser },
        { from: 'bot', text: T.previewBot },
      ]}
      chips={T.previewChips}
    />
  );
}

/** PERSONALIZAR / Widget: avatar, title bar text, colours and position, with the live preview. */
export function WidgetCustomizer({ theme, greeting }: { theme: Theme; greeting: string }) {
  const { showToast } = useToast();
  const save = useSaveTheme();
  const { control, handleSubmit, reset, setValue } = useForm<
    ThemeInput,
    unknown,
    z.output<typeof themeSchema>
  >({
    resolver: zodResolver(themeSchema),
    defaultValues: defaultsOf(theme),
  });
  const values = useWatch({ control }) as Partial<WidgetForm>;
  const position = values.widget_position ?? theme.widget_position;
  useEffect(() => reset(defaultsOf(theme)), [theme, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
    }),
  );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <ImageUrlField control={control} name="widget_logo" label={T.widgetLogo} kind="widget_logo" />
          <FormTextField control={control} name={`color_set.${TITLEBAR_TEXT_KEY}`} label={T.titlebarText} />
          <FormLabel id="widget-position" sx={{ display: 'block', mt: 2 }}>
            {T.position}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="widget-position"
            value={position}
            onChange={(_event, value) =>
              setValue('widget_position', value as WidgetPosition, { shouldDirty: true })
            }
          >
            {WIDGET_POSITIONS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={T.positions[value]} />
            ))}
          </RadioGroup>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 2 }}>
            {T.colorsTitle}
          </Typography>
          <Grid container columnSpacing={2}>
            {WIDGET_COLOR_KEYS.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <ColorField control={control} name={`color_set.${key}`} label={OPTIONS_TEXTS.colors[key]} />
              </Grid>
            ))}
          </Grid>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
            {OPTIONS_TEXTS.save}
          </Button>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2" gutterBottom>
          {T.previewNote}
        </Typography>
        <LivePreview values={values} theme={theme} greeting={greeting} />
      </Grid>
    </Grid>
  );
}
