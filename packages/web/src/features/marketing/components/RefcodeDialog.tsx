import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { z } from 'zod';
import {
  REFCODE_DEFAULTS,
  REFERRAL_MESSAGE_MAX,
  referenceTypeLabel,
  refcodeSchema,
  type Refcode,
  type RefcodeInput,
} from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useMutationToasts } from '../../../ui/toast/toast-context';
import { useSaveRefcode } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';

const T = MARKETING_TEXTS.refcodes;

/** Spec section 4: a new code is active, goes to the web and is of type '1' (Simple). */
function defaultsOf(refcode: Refcode | null) {
  return {
    description: refcode?.description ?? '',
    client_msg_preamble: refcode?.client_msg_preamble ?? '',
    use_confirm_finisher: refcode?.use_confirm_finisher ?? '',
    active: refcode?.active ?? REFCODE_DEFAULTS.active,
    is_web: refcode?.is_web ?? REFCODE_DEFAULTS.is_web,
    reference_type: refcode?.reference_type ?? REFCODE_DEFAULTS.reference_type,
  };
}

/** '1' reads Simple and any other value Otro: a code saved with another value keeps it. */
function typeOptions(refcode: Refcode | null): string[] {
  const other = refcode && refcode.reference_type !== '1' ? refcode.reference_type : '2';
  return ['1', other];
}

/** Creates a referral code, or edits `refcode` (spec sections 3, 4 and 5). */
export function RefcodeDialog({
  open,
  refcode,
  onClose,
}: {
  open: boolean;
  refcode: Refcode | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toasts = useMutationToasts();
  const save = useSaveRefcode();
  const { control, handleSubmit, reset, setValue } = useForm<
    RefcodeInput,
    unknown,
    z.output<typeof refcodeSchema>
  >({
    resolver: zodResolver(refcodeSchema),
    defaultValues: defaultsOf(refcode),
  });
  const [active, isWeb] = useWatch({ control, name: ['active', 'is_web'] });
  useEffect(() => {
    if (open) reset(defaultsOf(refcode));
  }, [open, refcode, reset]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(refcode ? { ...values, code: refcode.code } : values, toasts(onClose)),
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="codigo-titulo"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="codigo-titulo">{refcode ? `${T.edit} ${refcode.code}` : T.add}</DialogTitle>
        <DialogContent>
          <FormTextField control={control} name="description" label={T.description} autoFocus />
          <FormTextField
            control={control}
            name="client_msg_preamble"
            label={T.userMessage}
            helperText={T.userMessageHelp}
            counter={REFERRAL_MESSAGE_MAX}
          />
          <FormTextField
            control={control}
            name="use_confirm_finisher"
            label={T.replyMessage}
            helperText={T.replyMessageHelp}
            counter={REFERRAL_MESSAGE_MAX}
          />
          <FormTextField control={control} name="reference_type" label={T.type} select>
            {typeOptions(refcode).map((value) => (
              <MenuItem key={value} value={value}>
                {referenceTypeLabel(value)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormLabel id="codigo-destino" sx={{ display: 'block', mt: 2 }}>
            {T.destination}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="codigo-destino"
            value={isWeb ? 'web' : 'whatsapp'}
            onChange={(_event, value) => setValue('is_web', value === 'web', { shouldDirty: true })}
          >
            <FormControlLabel value="web" control={<Radio />} label={T.web} />
            <FormControlLabel value="whatsapp" control={<Radio />} label={T.whatsapp} />
          </RadioGroup>
          <FormControlLabel
            label={T.active}
            control={
              <Switch
                checked={Boolean(active)}
                onChange={(_event, value) => setValue('active', value, { shouldDirty: true })}
              />
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{MARKETING_TEXTS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {MARKETING_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
