import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';

/** The browser's IANA zones; the saved one is kept even when this browser does not list it. */
function zonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

interface TimeZoneFieldProps {
  value: string;
  disabled: boolean;
  onChange: (zone: string) => void;
}

/** A searchable select of IANA time zones (about 400: typing 'Madrid' finds Europe/Madrid). */
export function TimeZoneField({ value, disabled, onChange }: TimeZoneFieldProps) {
  const zones = useMemo(() => zonesWith(value), [value]);
  return (
    <Autocomplete
      options={zones}
      value={value}
      disableClearable
      disabled={disabled}
      noOptionsText={T.noZone}
      onChange={(_event, zone) => {
        if (zone !== value) onChange(zone);
      }}
      sx={{ maxWidth: 420 }}
      renderInput={(params) => <TextField {...params} label={T.timeZone} />}
    />
  );
}
