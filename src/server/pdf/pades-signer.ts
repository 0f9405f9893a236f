import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import { unlockP12, type SigningCertificate } from './signing-certificate.ts';

/**
 * A @signpdf Signer that writes a PAdES baseline (B-B) CMS: detached SignedData over the PDF's
 * byte ranges with the signed attributes content-type, message-digest and ESS
 * signing-certificate-v2 (the certificate bound into the signature), and no signing-time attribute
 * (PAdES takes the time from the signature dictionary's /M).
 *
 * Why not @signpdf/signer-p12: it decrypts the .p12 again and signs with node-forge's pure-JS RSA
 * on every call (about 150 ms of blocked event loop per signed PDF here), and it cannot add the
 * signing-certificate-v2 attribute that ETSI.CAdES.detached requires. This signer unlocks the .p12
 * once and signs with node:crypto.
 */

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const { Class, Type } = forge.asn1;
type Asn1 = forge.asn1.Asn1;

const node = (type: number, value: string | Asn1[]): Asn1 => forge.asn1.create(Class.UNIVERSAL, type, Array.isArray(value), value);
const sequence = (items: Asn1[]): Asn1 => node(Type.SEQUENCE, items);
const setOf = (items: Asn1[]): Asn1 => node(Type.SET, items);
const oid = (value: string): Asn1 => node(Type.OID, forge.asn1.oidToDer(value).getBytes());
const octets = (bytes: Buffer): Asn1 => node(Type.OCTETSTRING, bytes.toString('binary'));
const integer = (value: number): Asn1 => node(Type.INTEGER, forge.asn1.integerToDer(value).getBytes());
const explicit = (tag: number, items: Asn1[]): Asn1 => forge.asn1.create(Class.CONTEXT_SPECIFIC, tag, true, items);
const der = (value: Asn1): Buffer => Buffer.from(forge.asn1.toDer(value).getBytes(), 'binary');
const attribute = (type: string, value: Asn1): Asn1 => sequence([oid(type), setOf([value])]);

/** The issuer Name and serial INTEGER exactly as they are inside the certificate's signed part. */
export function certificateIdentity(certificate: Asn1): { issuer: Asn1; serial: Asn1 } | null {
  const tbs = Array.isArray(certificate.value) ? certificate.value[0] : undefined;
  if (!tbs || !Array.isArray(tbs.value)) return null;
  const fields = tbs.value;
  const hasVersion = fields[0]?.tagClass === Class.CONTEXT_SPECIFIC && fields[0].type === 0;
  const serial = fields[hasVersion ? 1 : 0];
  const issuer = fields[hasVersion ? 3 : 2];
  return serial && issuer ? { issuer, serial } : null;
}

export class PadesSigner extends Signer {
  private readonly key: KeyObject;
  private readonly certificates: Asn1[];
  private readonly signerCertificate: Asn1;

  /** Refuses (SigningCertificateError) a .p12 its password does not open. */
  constructor(certificate: Pick<SigningCertificate, 'p12' | 'password'>) {
    super();
    const unlocked = unlockP12(certificate.p12, certificate.password);
    this.key = createPrivateKey(forge.pki.privateKeyToPem(unlocked.key));
    this.signerCertificate = forge.pki.certificateToAsn1(unlocked.certificate);
    const others = unlocked.certificates.filter((cert) => cert !== unlocked.certificate).map((cert) => forge.pki.certificateToAsn1(cert));
    this.certificates = [this.signerCertificate, ...others];
  }

  /** `content` is the PDF without its signature value, as @signpdf hands it over. */
  override async sign(content: Buffer): Promise<Buffer> {
    const identity = certificateIdentity(this.signerCertificate);
    if (!identity) throw new Error('the sealing certificate has no issuer and serial number');
    const essCertId = sequence([
      // hashAlgorithm is left out: SHA-256 is its default.
      octets(createHash('sha256').update(der(this.signerCertificate)).digest()),
      sequence([sequence([explicit(4, [identity.issuer])]), identity.serial]),
    ]);
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
      attribute(OID.signingCertificateV2, sequence([sequence([essCertId])])),
    ]
      .map((value) => ({ value, bytes: der(value) }))
      // DER orders the members of a SET OF by their encodings; verifiers hash them as stored.
      .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
      .map(({ value }) => value);

    const signature = sign('sha256', der(setOf(attributes)), this.key);
    const signerInfo = sequence([
      integer(1),
      sequence([identity.issuer, identity.serial]),
      sequence([oid(OID.sha256)]),
      forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
      sequence([oid(OID.rsaEncryption), node(Type.NULL, '')]),
      octets(signature),
    ]);
    const signedData = sequence([
      integer(1),
      setOf([sequence([oid(OID.sha256)])]),
      sequence([oid(OID.data)]),
      forge.asn1.create(Class.CONTEXT_SPECIFIC, 0, true, this.certificates),
      setOf([signerInfo]),
    ]);
    return der(sequence([oid(OID.signedData), explicit(0, [signedData])]));
  }
}
