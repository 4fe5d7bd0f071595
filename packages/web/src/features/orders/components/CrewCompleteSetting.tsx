import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { OT } from '../orders-texts';
import { usePaymentSettings, useSavePaymentSettings } from '../payments-api';

/** PAGOS (store admin): whether crew users may mark payments paid with Completar (off by default). */
export function CrewCompleteSetting() {
  const { data } = usePaymentSettings();
  const save = useSavePaymentSettings();
  if (!data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={data.crew_can_complete_payments}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ crew_can_complete_payments: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'equipo-cobros-ayuda' } }}
          />
        }
        label={OT.crewSetting}
      />
      <FormHelperText id="equipo-cobros-ayuda">{OT.crewSettingHelp}</FormHelperText>
    </Paper>
  );
}
