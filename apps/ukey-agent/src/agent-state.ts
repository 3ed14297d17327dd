import { certInfoFromDer } from '@scf/signing/soft';
import type { AgentSignRequest, CertInfo } from '@scf/signing';
import type { Scenario, StoreFile, StoredKey } from './key-store';
import { spkiMatchesKey } from './key-spki';
import { AgentError, SAR, signWithKey } from './sign';

type PublicCert = Omit<CertInfo, 'handle'>;

/**
 * The simulated token slot: which keys are "inserted" under the current scenario, and signing with them.
 * Every change is persisted through `persist` so a restart keeps the state a tester set up.
 */
export class AgentState {
  private readonly certs = new Map<string, PublicCert>();
  private listed = new Set<string>();

  constructor(
    private store: StoreFile,
    private readonly persist: (store: StoreFile) => Promise<void> = async () => {},
  ) {}

  snapshot(): Pick<StoreFile, 'scenario' | 'inserted' | 'version'> & {
    keys: { id: string; user?: string; label: string; keyCode: string; certType: string }[];
  } {
    const { scenario, inserted, version } = this.store;
    return { scenario, inserted, version, keys: this.store.keys.map(({ id, user, label, keyCode, certType }) => ({ id, user, label, keyCode, certType })) };
  }

  version(): string {
    return this.store.scenario === 'outdated' ? this.store.outdatedVersion : this.store.version;
  }

  private async certOf(key: StoredKey): Promise<CertInfo> {
    let cert = this.certs.get(key.id);
    if (!cert) {
      const { spki: _spki, ...info } = await certInfoFromDer(key.certDerB64);
      cert = { ...info, keyCode: key.keyCode, provider: 'scf-ukey-agent' };
      this.certs.set(key.id, cert);
    }
    return { handle: key.id, ...cert };
  }

  private inserted(hint: string | undefined): StoredKey[] {
    const { keys, inserted, scenario, wrongIssuerKeyId } = this.store;
    if (scenario === 'removed') return [];
    if (scenario === 'wrong-issuer') return keys.filter((k) => k.id === wrongIssuerKeyId);
    const own = keys.filter((k) => k.id !== wrongIssuerKeyId);
    const base = inserted === 'auto' ? own.filter((k) => hint && k.keyCode.endsWith(hint)).slice(0, 1) : keys.filter((k) => inserted.includes(k.id));
    if (scenario !== 'two-keys') return base;
    const extra = own.find((k) => !base.includes(k));
    return extra ? [...base, extra] : base;
  }

  async listCertificates(hint?: string): Promise<CertInfo[]> {
    const keys = this.inserted(hint);
    this.listed = new Set(keys.map((k) => k.id));
    return Promise.all(keys.map((k) => this.certOf(k)));
  }

  async sign(request: AgentSignRequest): Promise<{ signatureB64: string; format: 'pkcs1' | 'sm2-der'; serialNumber: string; issuerDN: string }> {
    if (this.store.scenario === 'removed') throw new AgentError(SAR.deviceRemoved, 'device removed');
    const key = this.store.keys.find((k) => k.id === request.handle);
    if (!key || !this.listed.has(key.id)) throw new AgentError(SAR.invalidHandle, 'key not inserted');
    const cert = await this.certOf(key);
    return { ...signWithKey(key, request), serialNumber: cert.serialNumber, issuerDN: cert.issuerDN };
  }

  /**
   * 证书下载: write a certificate into an inserted key, as a token does after 证书更新. The certificate must be for
   * the key's own public key (else SAR_KEYNOTFOUNTERR); the store is persisted and the cached certificate dropped.
   */
  async importCertificate(handle: string, certDerB64: string): Promise<void> {
    if (this.store.scenario === 'removed') throw new AgentError(SAR.deviceRemoved, 'device removed');
    const key = this.store.keys.find((k) => k.id === handle);
    if (!key || !this.listed.has(key.id)) throw new AgentError(SAR.invalidHandle, 'key not inserted', 400);
    let spki: Uint8Array;
    try {
      spki = (await certInfoFromDer(certDerB64)).spki;
    } catch {
      throw new AgentError(SAR.invalidParam, 'certificate does not parse', 400);
    }
    if (!spkiMatchesKey(key, spki)) throw new AgentError(SAR.keyNotFound, 'certificate public key differs from the key', 400);
    this.store = { ...this.store, keys: this.store.keys.map((k) => (k.id === handle ? { ...k, certDerB64 } : k)) };
    this.certs.delete(handle);
    await this.persist(this.store);
  }

  async setScenario(scenario: Scenario): Promise<void> {
    this.store = { ...this.store, scenario };
    await this.persist(this.store);
  }

  async insert(ids: string[] | 'auto'): Promise<void> {
    if (ids !== 'auto') {
      const unknown = ids.filter((id) => !this.store.keys.some((k) => k.id === id));
      if (unknown.length) throw new AgentError(SAR.invalidParam, `unknown key ${unknown.join(',')}`, 400);
    }
    this.store = { ...this.store, inserted: ids, scenario: this.store.scenario === 'removed' ? 'normal' : this.store.scenario };
    await this.persist(this.store);
  }

  /** Pull every key out ("unplug"): listings are empty and signing fails with SAR_DEVICE_REMOVED. */
  async removeAll(): Promise<void> {
    await this.setScenario('removed');
  }
}
