import { useState, type FormEvent } from 'react';
import {
  CLOSING_TEXT,
  isValidPhone,
  methodsFor,
  type CustomerClosing,
} from '@mostrador/core/customer/closing';
import { CT } from '../texts';
import type { CustomerOrder } from '../types';

export interface FinishDetails {
  delivery?: boolean;
  address?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  payment_method?: string;
}

interface Props {
  order: CustomerOrder;
  closing: CustomerClosing;
  isSending: boolean;
  onSubmit: (details: FinishDetails) => void;
  onCancel: () => void;
}

/**
 * 'Finalizar pedido' asks only what the order still needs (issue 17): the same rule as the chat's
 * closing conversation (core's closingNeeds), checked again by the server on confirmation.
 */
export function FinishOrderForm({ order, closing, isSending, onSubmit, onCancel }: Props) {
  const { needs, modes, client } = closing;
  const bothModes = modes.delivery && modes.takeaway;
  const [delivery, setDelivery] = useState<boolean | undefined>(
    needs.includes('delivery') ? undefined : bothModes ? order.delivery : modes.delivery,
  );
  const [address, setAddress] = useState(order.delivery_address ?? client.address ?? '');
  const [firstName, setFirstName] = useState(client.first_name ?? '');
  const [lastName, setLastName] = useState(client.last_name ?? '');
  const [phone, setPhone] = useState(client.phone ?? '');
  const methods = delivery === undefined ? [] : methodsFor(closing.methods, delivery);
  const [method, setMethod] = useState(order.payment_method ?? '');
  const [error, setError] = useState<string | null>(null);
  const askName = needs.includes('first_name');
  const askPhone = needs.includes('phone');
  const chosen = methods.find((m) => m.name === method);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details: FinishDetails = {};
    if (bothModes) {
      if (delivery === undefined) return setError(CLOSING_TEXT.modeRequired);
      details.delivery = delivery;
    }
    if (delivery) {
      if (address.trim().length < 3) return setError(CLOSING_TEXT.addressRequired);
      details.address = address.trim();
    }
    if (askName) {
      if (!firstName.trim()) return setError(CLOSING_TEXT.nameRequired);
      details.first_name = firstName.trim();
      if (lastName.trim()) details.last_name = lastName.trim();
    }
    if (askPhone) {
      if (!isValidPhone(phone)) return setError(CLOSING_TEXT.phoneInvalid);
      details.phone = phone.trim();
    }
    if (methods.length > 1) {
      if (!chosen) return setError(CLOSING_TEXT.methodRequired);
      details.payment_method = chosen.name;
    }
    setError(null);
    onSubmit(details);
  };

  return (
    <form className="card finish-form" onSubmit={submit} noValidate aria-labelledby="finish-title">
      <h2 id="finish-title">{CT.finishTitle}</h2>
      {bothModes ? (
        <fieldset>
          <legend>{CT.deliveryOrPickup}</legend>
          <label className="choice">
            <input type="radio" name="mode" checked={delivery === true} onChange={() => setDelivery(true)} />
            {CT.deliveryChoice}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="mode"
              checked={delivery === false}
              onChange={() => setDelivery(false)}
            />
            {CT.pickupChoice}
          </label>
        </fieldset>
      ) : null}
      {delivery ? (
        <label className="field">
          {CT.addressLabel}
          <input
            value={address}
            maxLength={200}
            autoComplete="street-address"
            onChange={(e) => setAddress(e.target.value)}
          />
        </label>
      ) : null}
      {askName ? (
        <>
          <label className="field">
            {CT.firstNameLabel}
            <input
              value={firstName}
              maxLength={60}
              autoComplete="given-name"
              onChange={(e) => setFirstName(e.target.value)}
            />
          </label>
          <label className="field">
            {CT.lastNameLabel}
            <input
              value={lastName}
              maxLength={60}
              autoComplete="family-name"
              onChange={(e) => setLastName(e.target.value)}
            />
          </label>
        </>
      ) : null}
      {askPhone ? (
        <label className="field">
          {CT.phoneLabel}
          <input
            value={phone}
            type="tel"
            maxLength={30}
            autoComplete="tel"
            onChange={(e) => setPhone(e.target.value)}
          />
        </label>
      ) : null}
      {methods.length > 1 ? (
        <label className="field">
          {CT.methodLabel}
          <select value={chosen?.name ?? ''} onChange={(e) => setMethod(e.target.value)}>
            <option value="">{CT.chooseMethod}</option>
            {methods.map((m) => (
              <option key={m.name} value={m.name}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {(chosen ?? (methods.length === 1 ? methods[0] : undefined))?.method_info ? (
        <p className="note">{(chosen ?? methods[0])!.method_info}</p>
      ) : null}
      {error ? (
        <p className="page-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="button" onClick={onCancel}>
          {CT.cancel}
        </button>
        <button type="submit" className="button button-primary" disabled={isSending}>
          {CT.confirmOrder}
        </button>
      </div>
    </form>
  );
}
