import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { injectTrackingScript } from '../telemetry/tracking';
import { CustomerApp } from './CustomerApp';
import './customer.css';
import './chat/chat.css';
import './order/order.css';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en customer.html');

createRoot(container).render(
  <StrictMode>
    <CustomerApp />
  </StrictMode>,
);

// The tracking script of production hosts (spec section 7), when the server has one configured.
void injectTrackingScript();
