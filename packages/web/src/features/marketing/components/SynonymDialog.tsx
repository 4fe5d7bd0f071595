import { useEffect } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { synonymSchema, type SynonymInput, type SynonymSuggestion } from '@mostrador/core';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useDebouncedValue } from '../../options/components/use-debounced-value';
import { useSynonymSuggestions } from '../api';
import { MARKETING_TEXTS } from '../marketing-texts';
import { FormDialog } from './FormDialog';

const T = MARKETING_TEXTS.synonyms;
const SUGGEST_DELAY_MS = 250;

/** The meaning, typed freely or picked from the store's brands, kinds and product names. */
function MeansField({ control }: { control: Control<SynonymInput, unknown, SynonymInput> }) {
  const { field, fieldState } = useController({ control, name: 'means' });
  const typed = useDebouncedValue(field.value ?? '', SUGGEST_DELAY_MS);
  const { data: suggestions = [], isFetching } = useSynonymSuggestions(typed);
  const message = fieldState.error?.message;
  return (
    <Autocomplete<SynonymSuggestion, false, false, true>
      freeSolo
      options={suggestions}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.text)}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.source}:${option.text}`)}
      inputValue={field.value ?? ''}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(typeof value === 'string' ? value : (value?.text ?? ''))}
      loading={isFetching}
      loadingText={T.loading}
      noOptionsText={T.noSuggestions}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.text} · {T.sources[option.source]}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={T.means}
          margin="normal"
          error={Boolean(message)}
          helperText={message ?? T.meansHelp}
        />
      )}
    />
  );
}

/**
 * Adds or edits a synonym, or creates one from a customer's question (`context`): the customer's
 * word(s) and what the store sells by that name.
 */
export function SynonymDialog({
  open,
  title,
  context,
  help,
  initial,
  isBusy,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  context?: string;
  help?: string;
  initial: SynonymInput;
  isBusy: boolean;
  onSave: (synonym: SynonymInput) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<SynonymInput, unknown, SynonymInput>({
    resolver: zodResolver(synonymSchema),
    defaultValues: initial,
  });
  useEffect(() => {
    if (open) reset({ term: initial.term, means: initial.means });
  }, [open, initial.term, initial.means, reset]);

  return (
    <FormDialog
      open={open}
      id="synonym-dialog"
      title={title}
      context={context}
      help={help}
      isBusy={isBusy}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="term"
        label={T.term}
        helperText={T.termHelp}
        fullWidth
        margin="normal"
        autoFocus
      />
      <MeansField control={control} />
    </FormDialog>
  );
}
