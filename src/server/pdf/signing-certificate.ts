import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

/**
 * The certificate that seals signed PDFs (issue 4): a self-signed RSA 2048 certificate the app makes on
 * first start and keeps as a .p12 under the keys directory, or a .p12 given in configuration.
 * Self-signed means a PDF reader shows the seal as "validity unknown" until the office trusts the
 * certificate, but any change to a sealed file still shows as a broken seal; our Verify screen
 * compares the certificate's fingerprint, so it needs no outside authority.
 */

export interface SigningCertificate {
  /** The PKCS#12 bytes handed to the signer. */
  p12: Buffer;
  password: string;
  /** SHA-256 of the certificate (DER) in lowercase hex: what `verifySealedPdf` compares. */
  fingerprint: string;
  /** The certificate's common name, shown by PDF readers as the signer. */
  subject: string;
  notAfter: Date;
  source: 'generated' | 'configured';
}

export class SigningCertificateError extends Error {
  override name = 'SigningCertificateError';
}

export const P12_FILE = 'seal.p12';
export const PASSWORD_FILE = 'seal.p12.password';
const VALID_YEARS = 10;
const WAIT_FOR_OTHER_PROCESS_MS = 15_000;

const generateRsaKeyPair = promisify(generateKeyPair);

export function certificateFingerprint(certificate: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

/** 'AB:CD:..' or 'abcd..' -> 'abcd..', so fingerprints copied from other tools compare equal. */
export function normalizeFingerprint(fingerprint: string): string {
  return fingerprint.replace(/[^0-9a-f]/gi, '').toLowerCase();
}

const KEY_BAG = forge.pki.oids.pkcs8ShroudedKeyBag as string;
const CERT_BAG = forge.pki.oids.certBag as string;

/** The subject's CN as text (node-forge hands UTF8String values back as raw UTF-8 bytes). */
export function certificateCommonName(certificate: forge.pki.Certificate): string | undefined {
  const field = certificate.subject.getField('CN') as { value?: unknown; valueTagClass?: unknown } | null;
  if (typeof field?.value !== 'string') return undefined;
  if (field.valueTagClass !== forge.asn1.Type.UTF8) return field.value;
  try {
    return forge.util.decodeUtf8(field.value);
  } catch {
    return field.value;
  }
}

const keyMatches = (key: forge.pki.rsa.PrivateKey, certificate: forge.pki.Certificate): boolean => {
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  return key.n.compareTo(publicKey.n) === 0 && key.e.compareTo(publicKey.e) === 0;
};

/**
 * Opens a .p12 the way @signpdf/signer-p12 will, so a wrong password or an unusable file fails at
 * start rather than at the first signature.
 * Refuses (SigningCertificateError) a wrong password, a file without an encrypted RSA key and its
 * certificate, and an expired certificate.
 */
export interface UnlockedP12 {
  key: forge.pki.rsa.PrivateKey;
  /** The certificate of the key. */
  certificate: forge.pki.Certificate;
  /** Every certificate in the file (the key's and any chain), to embed in signatures. */
  certificates: forge.pki.Certificate[];
}

/**
 * Decrypts a .p12 and finds the RSA key with its certificate.
 * Refuses (SigningCertificateError) a wrong password and a file without an encrypted RSA key and its certificate.
 */
export function unlockP12(p12: Buffer, password: string): UnlockedP12 {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, password);
  } catch (error) {
    throw new SigningCertificateError('The signing certificate (.p12) could not be opened: wrong password or not a PKCS#12 file.', { cause: error });
  }
  const keyBag = pfx.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key?.n) throw new SigningCertificateError('The signing certificate (.p12) holds no password-protected RSA private key.');
  const certificates = (pfx.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const certificate = certificates.find((candidate) => keyMatches(key, candidate));
  if (!certificate) throw new SigningCertificateError('The signing certificate (.p12) has no certificate for its private key.');
  return { key, certificate, certificates };
}

/**
 * Opens a .p12 for sealing, so a wrong password or an unusable file fails at start rather than at
 * the first signature.
 * Refuses (SigningCertificateError) what `unlockP12` refuses, and an expired certificate.
 */
export function openSigningCertificate(p12: Buffer, password: string, source: SigningCertificate['source'], now = new Date()): SigningCertificate {
  const { certificate } = unlockP12(p12, password);
  if (certificate.validity.notAfter.getTime() < now.getTime()) {
    throw new SigningCertificateError(`The signing certificate expired on ${certificate.validity.notAfter.toISOString()}.`);
  }
  return {
    p12,
    password,
    fingerprint: certificateFingerprint(certificate),
    subject: certificateCommonName(certificate) ?? 'Document seal',
    notAfter: certificate.validity.notAfter,
    source,
  };
}

/** A new self-signed sealing certificate in memory (also how tests get a "foreign" certificate). */
export async function createSigningCertificate(options: { commonName: string; organization?: string; now?: Date }): Promise<SigningCertificate> {
  const now = options.now ?? new Date();
  // Node's own generator runs off the event loop; node-forge's would block it for about a second.
  const pair = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  // Positive 128-bit serial: the leading 01 keeps the DER INTEGER from reading as negative.
  certificate.serialNumber = `01${randomBytes(16).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  certificate.validity.notAfter = notAfter;
  const utf8 = forge.asn1.Type.UTF8;
  const name = [
    { name: 'commonName', value: options.commonName.slice(0, 64), valueTagClass: utf8 },
    ...(options.organization ? [{ name: 'organizationName', value: options.organization.slice(0, 64), valueTagClass: utf8 }] : []),
  ];
  // @types/node-forge declares valueTagClass as an asn1.Class; node-forge reads it as an asn1.Type.
  const fields = name as unknown as forge.pki.CertificateField[];
  certificate.setSubject(fields);
  certificate.setIssuer(fields);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());

  const password = randomBytes(24).toString('base64url');
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], password, { algorithm: 'aes256', friendlyName: 'document seal' });
  const p12 = Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary');
  return openSigningCertificate(p12, password, 'generated', now);
}

export interface LoadSigningCertificateOptions {
  /** Where the generated certificate lives, e.g. DATA_DIR/keys; created with 0700. */
  keysDir: string;
  /** Names the generated certificate: '<company> Document Seal'. */
  companyName: string;
  /** A .p12 from configuration; when set, nothing is generated. */
  p12Path?: string;
  p12Password?: string;
}

const loading = new Map<string, Promise<SigningCertificate>>();

/**
 * The sealing certificate: the configured .p12 when `p12Path` is set, else the one stored under
 * `keysDir`, made on first call. Several processes starting at once agree on one certificate.
 * Refuses (SigningCertificateError) a configured .p12 that cannot be opened with its password.
 */
export function loadSigningCertificate(options: LoadSigningCertificateOptions): Promise<SigningCertificate> {
  const key = options.p12Path ? `p12:${resolve(options.p12Path)}` : `dir:${resolve(options.keysDir)}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = options.p12Path ? loadConfigured(options.p12Path, options.p12Password ?? '') : loadOrCreate(options.keysDir, options.companyName);
    loading.set(key, pending);
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

async function loadConfigured(p12Path: string, password: string): Promise<SigningCertificate> {
  let p12: Buffer;
  try {
    p12 = await readFile(p12Path);
  } catch (error) {
    throw new SigningCertificateError(`The configured signing certificate ${p12Path} cannot be read.`, { cause: error });
  }
  return openSigningCertificate(p12, password, 'configured');
}

const isErrno = (error: unknown, code: string): boolean => error instanceof Error && (error as NodeJS.ErrnoException).code === code;

async function readStored(dir: string): Promise<SigningCertificate | null> {
  const [p12, password] = await Promise.all([
    readFile(join(dir, P12_FILE)).catch((error: unknown) => (isErrno(error, 'ENOENT') ? null : Promise.reject(error))),
    readFile(join(dir, PASSWORD_FILE), 'utf8').catch((error: unknown) => (isErrno(error, 'ENOENT') ? null : Promise.reject(error))),
  ]);
  if (p12 === null || password === null) return null;
  return openSigningCertificate(p12, password.trim(), 'generated');
}

async function loadOrCreate(dir: string, companyName: string): Promise<SigningCertificate> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stored = await readStored(dir);
  if (stored) return stored;

  const passwordPath = join(dir, PASSWORD_FILE);
  const p12Path = join(dir, P12_FILE);
  if (await exists(passwordPath)) return waitForOtherProcess(dir, passwordPath);

  const created = await createSigningCertificate({ commonName: `${companyName} Document Seal`, organization: companyName });
  const suffix = `.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(passwordPath + suffix, `${created.password}\n`, { mode: 0o600, flag: 'wx' });
  await writeFile(p12Path + suffix, created.p12, { mode: 0o600, flag: 'wx' });
  try {
    // link() fails when the name exists: of several processes starting at once exactly one wins, and
    // the password is in place before the .p12 appears, so a reader that finds the .p12 finds both.
    await link(passwordPath + suffix, passwordPath);
  } catch (error) {
    await Promise.all([unlink(passwordPath + suffix), unlink(p12Path + suffix)]);
    if (isErrno(error, 'EEXIST')) return waitForOtherProcess(dir, passwordPath);
    throw error;
  }
  await link(p12Path + suffix, p12Path);
  await Promise.all([unlink(passwordPath + suffix), unlink(p12Path + suffix)]);
  await Promise.all([chmod(passwordPath, 0o600), chmod(p12Path, 0o600)]);
  return created;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false;
    throw error;
  }
}

async function waitForOtherProcess(dir: string, passwordPath: string): Promise<SigningCertificate> {
  const deadline = Date.now() + WAIT_FOR_OTHER_PROCESS_MS;
  while (Date.now() < deadline) {
    const stored = await readStored(dir);
    if (stored) return stored;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new SigningCertificateError(
    `${passwordPath} exists but ${P12_FILE} never appeared beside it (a start interrupted while creating the certificate?). ` +
      `Remove ${passwordPath} to have a new certificate made.`,
  );
}
