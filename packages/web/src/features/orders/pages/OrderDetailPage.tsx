import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useToast } from '../../../ui/toast/toast-context';
import { useOrder } from '../api';
import { OrderEditor, type OrderTab } from '../components/OrderEditor';
import { orderIdOf } from '../urls';

/** /orderdetail/{id}; without an id, or for an order that does not exist, the user goes to /home. */
export function OrderDetailPage() {
  const params = useParams();
  const orderId = orderIdOf(params.id);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [tab, setTab] = useState<OrderTab>('order');
  const { data: order, error } = useOrder(orderId);

  useEffect(() => {
    if (!error) return;
    showToast('error', error.message);
    void navigate(PATHS.home, { replace: true });
  }, [error, navigate, showToast]);

  if (orderId === null) return <Navigate to={PATHS.home} replace />;
  if (!order) return null;
  // A saved version is a new editor: the draft of the previous version is gone with it.
  return <OrderEditor key={`${order.id}:${order.updated_at}`} order={order} tab={tab} onTabChange={setTab} />;
}
