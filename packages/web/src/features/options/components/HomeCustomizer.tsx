import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MEDIA_PROMO_SLOTS, themeSchema, type Theme, type ThemeInput } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast/toast-context';
import { useSaveTheme } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { ColorField } from './ColorField';
import { ImageUrlField } from './ImageUrlField';
import { PublicPageLink } from './PublicPageLink';

const T = OPTIONS_TEXTS.customize;

function defaultsOf(theme: Theme) {
  return {
    title: theme.title,
    subtitle: theme.subtitle,
    header_logo: theme.header_logo,
    color_set: {
      theme_header_bg: theme.color_set.theme_header_bg,
      theme_title_color: theme.color_set.theme_title_color,
    },
    media: theme.media.map((entry) => ({ ...entry })),
  };
}

/** PERSONALIZAR / Home: the public store page (title, logo, colours and the 8 media slots). */
export function HomeCustomizer({ theme, hashtag }: { theme: Theme; hashtag: string }) {
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
  const highlighted = useWatch({ control, name: 'media' })?.map((entry) => Boolean(entry?.highlighted));
  useEffect(() => reset(defaultsOf(theme)), [theme, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => showToast('success', message),
      onError: (error) => showToast('error', error.message),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PublicPageLink hashtag={hashtag} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="title" label={T.homeTitle} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="subtitle" label={T.homeSubtitle} />
        </Grid>
        <Grid size={12}>
          <ImageUrlField control={control} name="header_logo" label={T.headerLogo} kind="header_logo" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColorField control={control} name="color_set.theme_header_bg" label={T.headerBg} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ColorField control={control} name="color_set.theme_title_color" label={T.titleColor} />
        </Grid>
        <Grid size={12}>
          <ImageUrlField control={control} name="media.0.media_url" label={T.mainImage} kind="main_image" />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="media.1.media_url" label={T.mainVideo} />
        </Grid>
      </Grid>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {MEDIA_PROMO_SLOTS.map((slot, index) => (
          <Grid key={slot} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2">{T.promo.replace('{n}', String(index + 1))}</Typography>
              <FormTextField
                control={control}
                name={`media.${slot}.media_url`}
                label={T.promoImage}
                size="small"
              />
              <FormTextField
                control={control}
                name={`media.${slot}.description`}
                label={T.promoDescription}
                size="small"
              />
              <FormTextField control={control} name={`media.${slot}.link`} label={T.promoLink} size="small" />
              <FormControlLabel
                label={T.highlighted}
                control={
                  <Checkbox
                    checked={highlighted?.[slot] ?? false}
                    onChange={(_event, value) =>
                      setValue(`media.${slot}.highlighted`, value, { shouldDirty: true })
                    }
                  />
                }
              />
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
        {OPTIONS_TEXTS.save}
      </Button>
    </Box>
  );
}
