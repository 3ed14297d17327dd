// Test-only: a signing config over the mock driver and the mock transport.
import type { BankProfile } from '../bank';
import { createSigningConfig } from '../config/create-signing-config';
import { createMockDriver } from '../drivers/mock-driver';
import type { MockDriverState } from '../drivers/mock-driver';
import { createMockTransport } from '../testing/mock-transport';

export function mockConfig(
  banks: readonly BankProfile[],
  state: Partial<MockDriverState> = {},
  routes: Record<string, unknown> = {},
  minDriverVersion = '3.0.0',
) {
  const driver = createMockDriver(state);
  const transport = createMockTransport(routes);
  const config = createSigningConfig({ transport, drivers: [driver], banks, minDriverVersion });
  return { driver, transport, config };
}
