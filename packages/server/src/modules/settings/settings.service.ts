import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createIntegrationSettingsService } from './integration-settings.service';
import { createPaymentMethodsService } from './payment-methods.service';
import type { SettingsCipher } from './settings-cipher';
import { createThemeService } from './theme.service';

/** Store settings of the /options screen: payment methods, theme and integrations. */
export function createSettingsService(db: Db, cipher: SettingsCipher, log: FastifyBaseLogger) {
  return {
    paymentMethods: createPaymentMethodsService(db),
    theme: createThemeService(db),
    integrations: createIntegrationSettingsService(db, cipher, log),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
