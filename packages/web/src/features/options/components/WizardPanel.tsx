import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  WIZARD_FLAG_TARGETS,
  canGoBack,
  canGoForward,
  expireFlags,
  toggleFlag,
  wizardProgress,
  type WizardFlag,
  type WizardFlags,
} from '@mostrador/core';
import type { StoreDetails } from '../../../api/store';
import { SUPPORT_MAILTO } from '../../../app/links';
import { useToast } from '../../../ui/toast/toast-context';
import { useUpdateStore } from '../api';
import { OPTIONS_TEXTS } from '../options-texts';
import { saveWizardMemory } from '../wizard-memory';
import { WIZARD_ITEM_TEXTS, WIZARD_STEP_ITEMS, WIZARD_STEP_TEXTS } from '../wizard-items';
import { apiCall } from '../../../api/call';

/** Spec section 4: completion is recomputed 200 ms after the flags load or change. */
const RECOMPUTE_DELAY_MS = 200;
const WIZARD_TAB = 0;

function flagsOf(store: StoreDetails): WizardFlags {
  const flags = store.social_networks.flags;
  return typeof flags === 'object' && flags !== null ? (flags as WizardFlags) : {};
}

/** Spec section 2: "A products data load is requested on entry"; the count shows on the item. */
function useProductCount() {
  return useQuery({
    queryKey: ['options', 'product-count'],
    queryFn: () => apiCall('GET /api/store/products/:range', { params: { range: '1&1' } }),
    meta: { silentError: true },
  });
}

export interface WizardPanelProps {
  store: StoreDetails;
  isStoreAdmin: boolean;
  step: number;
  onStepChange: (step: number) => void;
}

/** ASISTENTE: the four-step setup wizard with its flags (spec sections 2, 4 and 9). */
export function WizardPanel({ store, isStoreAdmin, step, onStepChange }: WizardPanelProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const update = useUpdateStore(store.id);
  const products = useProductCount();
  const flags = useMemo(() => flagsOf(store), [store]);
  const [progress, setProgress] = useState<boolean[] | null>(null);
  const expiryChecked = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setProgress(wizardProgress(flags)), RECOMPUTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [flags]);

  // Flags whose time ran out turn off and are saved, once per visit.
  useEffect(() => {
    if (expiryChecked.current || !isStoreAdmin) return;
    expiryChecked.current = true;
    const expired = expireFlags(flags, new Date());
    if (expired.changed) update.mutate({ social_networks: { flags: expired.flags } });
  }, [flags, isStoreAdmin, update]);

  const goTo = (target: string) => {
    saveWizardMemory({ url: target, section: WIZARD_TAB, step });
    void navigate(target);
  };

  const saveFlags = async (next: WizardFlags) => {
    setProgress(wizardProgress(next));
    const { message } = await update.mutateAsync({ social_networks: { flags: next } });
    showToast('success', message);
  };

  const onItem = async (flag: WizardFlag) => {
    const target = WIZARD_FLAG_TARGETS[flag];
    const staysHere = target.startsWith('/options?section=wizzard');
    if (!isStoreAdmin) {
      if (!staysHere) goTo(target);
      return;
    }
    try {
      if (flag === 'store' && flags.store !== true) {
        goTo(target);
        return;
      }
      const next = toggleFlag(flags, flag, new Date());
      await saveFlags(next);
      if (next[flag] === true && flag !== 'store' && !staysHere) goTo(target);
    } catch (error) {
      setProgress(wizardProgress(flags));
      showToast('error', (error as Error).message);
    }
  };

  const changeStep = (next: number) => {
    saveWizardMemory({ url: `/options?section=wizzard&step=${next}`, section: WIZARD_TAB, step: next });
    onStepChange(next);
  };

  const stepText = WIZARD_STEP_TEXTS[step]!;
  const isComplete = progress?.[step] === true;
  return (
    <Box>
      <Typography variant="h2" gutterBottom>
        {OPTIONS_TEXTS.wizard.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {OPTIONS_TEXTS.wizard.intro}
      </Typography>
      {!isStoreAdmin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {OPTIONS_TEXTS.wizard.crewNotice}
        </Alert>
      )}
      <Stepper nonLinear activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {WIZARD_STEP_TEXTS.map((text, index) => (
          <Step key={text.title} completed={progress?.[index] === true}>
            <StepButton onClick={() => changeStep(index)}>{text.title}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {`${OPTIONS_TEXTS.wizard.step} ${step + 1}: ${stepText.title}`}
        </Typography>
        {progress !== null && (
          <Chip
            size="small"
            color={isComplete ? 'success' : 'default'}
            label={isComplete ? OPTIONS_TEXTS.wizard.complete : OPTIONS_TEXTS.wizard.incomplete}
          />
        )}
      </Stack>
      <Typography color="text.secondary">{stepText.intro}</Typography>
      <List aria-label={stepText.title}>
        {WIZARD_STEP_ITEMS[step]!.map((flag) => {
          const text = WIZARD_ITEM_TEXTS[flag];
          const isOn = flags[flag] === true;
          let detail = text.detail;
          if (flag === 'products' && products.data) {
            detail = `${detail} ${OPTIONS_TEXTS.wizard.productCount.replace('{count}', String(products.data.total))}`;
          }
          return (
            // The tick is a picture, not a second control: a checkbox inside the button would be
            // an interactive element inside another (axe nested-interactive); aria-pressed says it.
            <ListItem key={flag} disablePadding>
              <ListItemButton
                onClick={() => void onItem(flag)}
                disabled={update.isPending}
                aria-pressed={isOn}
                sx={{ borderRadius: 1, alignItems: 'flex-start' }}
              >
                <ListItemIcon sx={{ minWidth: 40, pt: 0.5 }}>
                  {isOn ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
                </ListItemIcon>
                <ListItemText primary={text.label} secondary={detail} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {step === 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Link
            href={`${SUPPORT_MAILTO}?subject=${encodeURIComponent(`${OPTIONS_TEXTS.wizard.whatsappSubject} ${store.hashtag}`)}`}
          >
            {OPTIONS_TEXTS.wizard.whatsappRequest}
          </Link>
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Button variant="outlined" disabled={!canGoBack(step)} onClick={() => changeStep(step - 1)}>
          {OPTIONS_TEXTS.wizard.back}
        </Button>
        <Button variant="contained" disabled={!canGoForward(step)} onClick={() => changeStep(step + 1)}>
          {OPTIONS_TEXTS.wizard.next}
        </Button>
      </Stack>
    </Box>
  );
}
