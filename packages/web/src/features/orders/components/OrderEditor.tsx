import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatMoney, type OrderDetail, type OrderStatus, type SaveOrderInput } from '@mostrador/core';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast/toast-context';
import { TEXTS, fill } from '../../../texts';
import { useSaveOrder } from '../api';
import { useOrderDraft } from '../use-order-draft';
import { AddItemTab } from './AddItemTab';
import { ItemsTab } from './ItemsTab';
import { OrderActions, StatusSelect } from './OrderActions';
import { OrderHeader } from './OrderHeader';
import { OrderScreenContext } from '../order-screen-context';
import { PaymentHistory } from './PaymentHistory';
import { TotalsBreakdown } from './TotalsBreakdown';
import { OthersTab } from './OthersTab';
import { ShippingTab } from './ShippingTab';

const T = TEXTS.orders;

export type OrderTab = 'order' | 'add' | 'shipping' | 'others';

interface OrderEditorProps {
  order: OrderDetail;
  tab: OrderTab;
  onTabChange: (tab: OrderTab) => void;
}

/**
 * One stored version of an order and the seller's unsaved changes to it. The page mounts a new
 * editor for each saved version, so a save starts from a clean draft.
 */
export function OrderEditor({ order, tab, onTabChange }: OrderEditorProps) {
  const editor = useOrderDraft(order);
  const save = useSaveOrder();
  const { showToast } = useToast();
  const isDirty = editor.check.isDirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !save.isPending && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const submit = (extra: Partial<SaveOrderInput> = {}) => {
    // A status change offered beside a locked control is a save even with nothing else changed.
    if (!editor.check.isDirty && extra.status) {
      save.mutate({ id: order.id, input: extra });
      return;
    }
    const { payload, errors } = editor.check;
    if (!payload) {
      showToast('error', Object.values(errors)[0]);
      return;
    }
    save.mutate({ id: order.id, input: { ...payload, ...extra } });
  };

  const screen = { moveTo: (status: OrderStatus) => submit({ status }), isSaving: save.isPending };

  return (
    <OrderScreenContext.Provider value={screen}>
      <OrderHeader order={order} total={editor.total} statusControl={<StatusSelect editor={editor} />} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: OrderTab) => onTabChange(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          <Tab value="order" label={T.tabOrder} />
          <Tab value="add" label={T.tabAddItem} />
          <Tab value="shipping" label={T.tabShipping} />
          <Tab value="others" label={T.tabOthers} />
          <Tab
            value="total"
            disabled
            label={fill(T.tabTotal, { total: formatMoney(editor.total, order.curr_symbol) })}
          />
        </Tabs>
      </Box>
      <Box role="tabpanel">
        {tab === 'order' && <ItemsTab editor={editor} />}
        {tab === 'add' && <AddItemTab editor={editor} />}
        {tab === 'shipping' && <ShippingTab editor={editor} />}
        {tab === 'others' && <OthersTab editor={editor} />}
      </Box>
      <TotalsBreakdown breakdown={editor.breakdown} currency={order.curr_symbol} />
      <PaymentHistory order={order} />
      <OrderActions
        editor={editor}
        isSaving={save.isPending}
        onSave={() => submit()}
        onRequestPayment={() => submit({ payment_status: 'required' })}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={T.leaveTitle}
        text={T.leaveText}
        confirmLabel={T.leaveConfirm}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </OrderScreenContext.Provider>
  );
}
