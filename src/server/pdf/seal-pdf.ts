import { createHash } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { DEFAULT_SIGNATURE_LENGTH, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { certificateIdentity, OID, PadesSigner } from './pades-signer.ts';
import { asciiText } from './pdf-text.ts';
import { certificateCommonName, normalizeFingerprint, type SigningCertificate } from './signing-certificate.ts';

/**
 * The seal on a signed PDF: an invisible PAdES signature (Adobe.PPKLite, ETSI.CAdES.detached: a
 * detached CMS SHA-256 RSA signature over every byte except the signature itself, see
 * pades-signer.ts), added as an incremental update by @signpdf. Any later change to the file breaks
 * it in every PDF reader, and `verifySealedPdf` says whether an uploaded file is still exactly what
 * we sealed.
 */

export interface SealOptions {
  /** Shown by PDF readers as the reason of the signature. ASCII only (folded). */
  reason?: string;
  location?: string;
  contactInfo?: string;
  signingTime?: Date;
}

const signPdf = new SignPdf();
// Unlocking a .p12 costs tens of milliseconds of pure-JS key derivation: once per certificate.
const signers = new WeakMap<object, PadesSigner>();

function signerFor(certificate: Pick<SigningCertificate, 'p12' | 'password'>): PadesSigner {
  let signer = signers.get(certificate);
  if (!signer) {
    signer = new PadesSigner(certificate);
    signers.set(certificate, signer);
  }
  return signer;
}

/**
 * Seals a PDF made by pdfkit (classic cross-reference table, as @signpdf/placeholder-plain needs).
 * Refuses (throws) a PDF it cannot parse or a certificate whose password does not open it.
 */
export async function sealPdf(pdf: Buffer, certificate: Pick<SigningCertificate, 'p12' | 'password' | 'subject'>, options: SealOptions = {}): Promise<Buffer> {
  const signingTime = options.signingTime ?? new Date();
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: asciiText(options.reason ?? 'Signed copy sealed against changes'),
    contactInfo: asciiText(options.contactInfo ?? ''),
    name: asciiText(certificate.subject),
    location: asciiText(options.location ?? ''),
    signingTime,
    // The CMS carries the certificate chain: a configured .p12 with a long chain needs more room.
    signatureLength: Math.max(DEFAULT_SIGNATURE_LENGTH, certificate.p12.length + 4096),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  return signPdf.sign(withPlaceholder, signerFor(certificate), signingTime);
}

// ---- Verification ----

export interface SealVerification {
  /** A PDF signature (ByteRange and Contents) was found. */
  sealed: boolean;
  /** The signed bytes hash to the signed digest and the signature verifies with the embedded certificate. */
  intact: boolean;
  /** The signed bytes are the whole file except the signature value: nothing was added or changed outside it. */
  coversWholeFile: boolean;
  /** Only when fingerprints were given: the signing certificate is one of them. */
  ours?: boolean;
  /** sealed, intact, covering the whole file, and ours when that was asked: an unchanged signed copy. */
  valid: boolean;
  signerName?: string;
  signedAt?: Date;
  reason?: string;
  certificateFingerprint?: string;
  /** Why `valid` is false, in words for the Verify screen. */
  problem?: string;
}

export interface VerifyOptions {
  /** SHA-256 fingerprint(s) of our sealing certificate(s), current and earlier ones. */
  fingerprint?: string | readonly string[];
}


const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

class SealProblem extends Error {}

type Asn1 = forge.asn1.Asn1;
const { Class, Type } = forge.asn1;

/**
 * Strict readers of the CMS structure. Only the signed attributes are covered by the signature, so
 * the envelope around them (tags, lengths, versions, algorithm identifiers) is checked for exactly
 * the shape a detached signature has: otherwise a changed byte there would go unnoticed.
 */
function expectNode(node: Asn1 | undefined, tagClass: number, type: number, constructed: boolean, what: string): Asn1 {
  if (!node || node.tagClass !== tagClass || node.type !== type || node.constructed !== constructed) {
    throw new SealProblem(`the signature's ${what} is malformed`);
  }
  return node;
}

function childrenOf(node: Asn1, what: string, min: number, max = min): Asn1[] {
  if (!Array.isArray(node.value) || node.value.length < min || node.value.length > max) throw new SealProblem(`the signature's ${what} is malformed`);
  return node.value;
}

const sequence = (node: Asn1 | undefined, what: string, min: number, max = min): Asn1[] => childrenOf(expectNode(node, Class.UNIVERSAL, Type.SEQUENCE, true, what), what, min, max);
const setOf = (node: Asn1 | undefined, what: string, min: number, max = min): Asn1[] => childrenOf(expectNode(node, Class.UNIVERSAL, Type.SET, true, what), what, min, max);
const context = (node: Asn1 | undefined, tag: number): boolean => node?.tagClass === Class.CONTEXT_SPECIFIC && node.type === tag && node.constructed;

function primitive(node: Asn1 | undefined, type: number, what: string): string {
  const value = expectNode(node, Class.UNIVERSAL, type, false, what).value;
  if (typeof value !== 'string') throw new SealProblem(`the signature's ${what} is malformed`);
  return value;
}

const oidOf = (node: Asn1 | undefined, what: string): string => forge.asn1.derToOid(primitive(node, Type.OID, what));

function versionOf(node: Asn1 | undefined, what: string): number {
  const bytes = primitive(node, Type.INTEGER, what);
  return bytes.length === 1 ? bytes.charCodeAt(0) : -1;
}

/** AlgorithmIdentifier: an OID and absent or NULL parameters. */
function algorithmOf(node: Asn1 | undefined, what: string): string {
  const [oid, parameters] = sequence(node, what, 1, 2);
  if (parameters && primitive(parameters, Type.NULL, what) !== '') throw new SealProblem(`the signature's ${what} is malformed`);
  return oidOf(oid, what);
}

const derBytes = (node: Asn1): Buffer => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

/** Total length of the DER value at the start of `bytes` (the Contents are zero-padded after it). */
function derLength(bytes: Buffer): number {
  if (bytes[0] !== 0x30 || bytes.length < 2) throw new SealProblem('the signature is not a CMS structure');
  const first = bytes[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4) throw new SealProblem('the signature is not a CMS structure');
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[2 + i] ?? 0);
  return 2 + count + length;
}

interface SignatureField {
  byteRange: [number, number, number, number];
  dictionary: string;
}

/** The last signature dictionary in the file: an incremental update adding another one shows up as that one. */
function findSignatureField(text: string): SignatureField | null {
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  let last: RegExpExecArray | null = null;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match;
  if (!last) return null;
  const start = Math.max(text.lastIndexOf(' obj', last.index), 0);
  const endObj = text.indexOf('endobj', last.index);
  const end = endObj === -1 ? Math.min(text.length, last.index + 64 * 1024) : endObj;
  return {
    byteRange: [Number(last[1]), Number(last[2]), Number(last[3]), Number(last[4])],
    // The dictionary without the (long) signature value, for /Reason and /M.
    dictionary: text.slice(start, end).replace(/\/Contents\s*<[0-9a-fA-F\s]*>/, ''),
  };
}

/** A PDF string value of `/Key` in a dictionary: literal '(...)' or hex '<...>', UTF-16BE when it has a BOM. */
export function readPdfStringEntry(dictionary: string, key: string): string | undefined {
  const at = new RegExp(`/${key}\\s*([(<])`).exec(dictionary);
  if (!at) return undefined;
  let bytes = '';
  let i = at.index + at[0].length;
  if (at[1] === '<') {
    const end = dictionary.indexOf('>', i);
    if (end === -1) return undefined;
    const hex = dictionary.slice(i, end).replace(/\s+/g, '');
    bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  } else {
    const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    let depth = 1;
    while (i < dictionary.length) {
      const char = dictionary.charAt(i);
      if (char === '\\') {
        const next = dictionary.charAt(i + 1);
        const octal = /^[0-7]{1,3}/.exec(dictionary.slice(i + 1, i + 4));
        if (octal) {
          bytes += String.fromCharCode(parseInt(octal[0], 8) & 0xff);
          i += 1 + octal[0].length;
          continue;
        }
        if (next === '\r' || next === '\n') {
          i += dictionary.slice(i + 1, i + 3) === '\r\n' ? 3 : 2;
          continue;
        }
        bytes += escapes[next] ?? next;
        i += 2;
        continue;
      }
      if (char === '(') depth += 1;
      if (char === ')') {
        depth -= 1;
        if (depth === 0) break;
      }
      bytes += char;
      i += 1;
    }
  }
  if (bytes.startsWith('\xfe\xff')) return Buffer.from(bytes.slice(2), 'latin1').swap16().toString('utf16le');
  return bytes;
}

/** 'D:20260307203107Z' or 'D:20260307143107-06'00'' -> Date. */
export function parsePdfDate(value: string | undefined): Date | undefined {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value ?? '');
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zone = 'Z'] = match;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3, 5) || '00'}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

interface CmsCheck {
  intact: boolean;
  problem?: string;
  signerName?: string;
  signingTime?: Date;
  fingerprint?: string;
}

/** ESS signing-certificate-v2: the first ESSCertIDv2 must hash (SHA-256 unless named) to the certificate. */
function essNamesCertificate(value: Asn1, certificateDer: Buffer): boolean {
  const [certs] = sequence(value, 'signing certificate', 1, 2);
  const [first] = sequence(certs, 'signing certificate', 1, 10);
  const fields = sequence(first, 'signing certificate', 1, 3);
  const hasAlgorithm = fields[0]?.type === Type.SEQUENCE;
  const hash = hasAlgorithm ? HASHES[algorithmOf(fields[0], 'signing certificate hash')] : 'sha256';
  if (!hash) return false;
  const certHash = primitive(fields[hasAlgorithm ? 1 : 0], Type.OCTETSTRING, 'signing certificate hash');
  return Buffer.from(certHash, 'binary').equals(createHash(hash).update(certificateDer).digest());
}

/** RFC 5280 4.1.1.2: the unsigned outer algorithm must equal the signed one inside the certificate. */
function outerAlgorithmMatches(certificateNode: Asn1): boolean {
  const [tbs, outer] = sequence(certificateNode, 'certificate', 3);
  const tbsFields = sequence(tbs, 'certificate', 6, 10);
  const inner = context(tbsFields[0], 0) ? tbsFields[2] : tbsFields[1];
  return inner !== undefined && outer !== undefined && derBytes(inner).equals(derBytes(outer));
}

const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
/** Per digest, the RSA signature algorithm identifier that names it (besides plain rsaEncryption). */
const RSA_WITH_DIGEST: Record<string, string> = {
  sha1: '1.2.840.113549.1.1.5',
  sha256: '1.2.840.113549.1.1.11',
  sha384: '1.2.840.113549.1.1.12',
  sha512: '1.2.840.113549.1.1.13',
};

/** Verifies the detached CMS in `der` over `signedBytes` with the certificate it carries. */
function checkCms(der: Buffer, signedBytes: Buffer): CmsCheck {
  const root = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  // Re-encoding must give the same bytes: no alternative length forms, no stray bytes.
  if (!derBytes(root).equals(der)) throw new SealProblem('the signature value is not in canonical form');

  const [contentType, explicit] = sequence(root, 'ContentInfo', 2);
  if (oidOf(contentType, 'content type') !== OID.signedData || !context(explicit, 0)) throw new SealProblem('the signature is not CMS SignedData');
  const signedData = sequence(childrenOf(explicit as Asn1, 'SignedData', 1)[0], 'SignedData', 4, 6);
  const [version, digestAlgorithms, encapsulated] = signedData;
  if (versionOf(version, 'SignedData version') !== 1) throw new SealProblem("the signature's SignedData version is malformed");
  const [encapsulatedType] = sequence(encapsulated, 'encapsulated content', 1);
  if (oidOf(encapsulatedType, 'encapsulated content type') !== OID.data) throw new SealProblem('the signature is not a detached signature of data');
  const optional = signedData.slice(3, -1);
  const certificatesNode = optional.find((node) => context(node, 0));
  if (optional.some((node) => !context(node, 0) && !context(node, 1))) throw new SealProblem("the signature's SignedData is malformed");
  const certificateNodes = certificatesNode ? childrenOf(certificatesNode, 'certificates', 1, 20) : [];
  const certificates = certificateNodes.map((node) => forge.pki.certificateFromAsn1(node));
  const [signerInfo] = setOf(signedData[signedData.length - 1], 'signer infos', 1);

  const fields = sequence(signerInfo, 'SignerInfo', 6, 7);
  const [signerVersion, sid, digestAlgorithm] = fields;
  if (versionOf(signerVersion, 'SignerInfo version') !== 1) throw new SealProblem("the signature's SignerInfo version is malformed");
  const signedAttrs = context(fields[3], 0) ? fields[3] : undefined;
  const rest = fields.slice(signedAttrs ? 4 : 3);
  const [signatureAlgorithm, signatureNode, unsigned] = rest;
  if (rest.length > 3 || (unsigned && !context(unsigned, 1))) throw new SealProblem("the signature's SignerInfo is malformed");
  const signature = primitive(signatureNode, Type.OCTETSTRING, 'signature value');

  const digestOid = algorithmOf(digestAlgorithm, 'digest algorithm');
  const hash = HASHES[digestOid];
  if (!hash) throw new SealProblem('the signature uses an unsupported digest algorithm');
  const signatureOid = algorithmOf(signatureAlgorithm, 'signature algorithm');
  if (signatureOid !== RSA_ENCRYPTION && signatureOid !== RSA_WITH_DIGEST[hash]) throw new SealProblem('the signature uses an unsupported algorithm');
  if (!setOf(digestAlgorithms, 'digest algorithms', 1, 4).some((node) => algorithmOf(node, 'digest algorithms') === digestOid)) {
    throw new SealProblem("the signature's digest algorithms are malformed");
  }

  const [issuerName, serialNode] = sequence(sid, 'signer id', 2);
  primitive(serialNode, Type.INTEGER, 'signer serial number');
  expectNode(issuerName, Class.UNIVERSAL, Type.SEQUENCE, true, 'signer issuer');
  const wantedIdentity = Buffer.concat([derBytes(issuerName as Asn1), derBytes(serialNode as Asn1)]);
  // Compared as encoded inside each certificate, not as node-forge would re-encode them.
  const index = certificateNodes.findIndex((node) => {
    const identity = certificateIdentity(node);
    return identity !== null && Buffer.concat([derBytes(identity.issuer), derBytes(identity.serial)]).equals(wantedIdentity);
  });
  const certificate = certificates[index];
  const certificateNode = certificateNodes[index];
  if (!certificate || !certificateNode) throw new SealProblem('the signature does not carry the certificate it names');
  // The fingerprint of the bytes as they are in the file: node-forge's own re-encoding would hide a
  // change in the parts of a certificate it does not keep.
  const result: CmsCheck = {
    intact: false,
    signerName: certificateCommonName(certificate),
    fingerprint: createHash('sha256').update(derBytes(certificateNode)).digest('hex'),
  };
  if (!outerAlgorithmMatches(certificateNode)) return { ...result, problem: 'the certificate in the seal was altered' };

  // The certificate is not covered by the CMS signature; its issuer's signature (its own, when
  // self-signed) shows whether it was altered.
  const issuer = certificates.find((cert) => cert.subject.hash === certificate.issuer.hash);
  if (issuer) {
    let certificateIntact: boolean;
    try {
      certificateIntact = issuer.verify(certificate);
    } catch {
      certificateIntact = false;
    }
    if (!certificateIntact) return { ...result, problem: 'the certificate in the seal was altered' };
  }

  const contentDigest = createHash(hash).update(signedBytes).digest();
  let toVerify = contentDigest;
  if (signedAttrs) {
    const found = new Map<string, Asn1>();
    for (const attribute of childrenOf(signedAttrs, 'signed attributes', 1, 16)) {
      const [type, values] = sequence(attribute, 'attribute', 2);
      const oid = oidOf(type, 'attribute type');
      const [value] = setOf(values, 'attribute value', 1);
      if (!value || found.has(oid)) throw new SealProblem("the signature's attributes are malformed");
      found.set(oid, value);
    }
    if (oidOf(found.get(OID.contentType), 'content type attribute') !== OID.data) throw new SealProblem("the signature's content type is malformed");
    const messageDigest = Buffer.from(primitive(found.get(OID.messageDigest), Type.OCTETSTRING, 'message digest'), 'binary');
    const time = found.get(OID.signingTime);
    if (time && typeof time.value === 'string') {
      result.signingTime = time.type === Type.UTCTIME ? forge.asn1.utcTimeToDate(time.value) : forge.asn1.generalizedTimeToDate(time.value);
    }
    const essCertificate = found.get(OID.signingCertificateV2);
    if (essCertificate && !essNamesCertificate(essCertificate, derBytes(certificateNode))) {
      return { ...result, problem: 'the seal names a different certificate than the one it carries' };
    }
    if (!messageDigest.equals(contentDigest)) return { ...result, problem: 'the document was changed after it was sealed' };
    // The signature covers the DER of the attributes as a SET OF, not as the [0] they are stored in.
    const asSet = forge.asn1.create(Class.UNIVERSAL, Type.SET, true, childrenOf(signedAttrs, 'signed attributes', 1, 16));
    toVerify = createHash(hash).update(derBytes(asSet)).digest();
  }
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  let verified: boolean;
  try {
    verified = publicKey.verify(toVerify.toString('binary'), signature);
  } catch {
    // node-forge throws on a signature block it cannot decode: that is a signature that does not match.
    verified = false;
  }
  return verified ? { ...result, intact: true } : { ...result, problem: 'the seal does not match its certificate' };
}

/**
 * Whether `pdf` is an unchanged sealed copy: finds the last /ByteRange and /Contents, checks that
 * the range is the whole file but the signature value (zero padding included), recomputes the
 * digest, and verifies the CMS signature with the certificate embedded in it. With `fingerprint`,
 * also whether that certificate is ours. Never throws: a damaged file is reported, not raised.
 */
export function verifySealedPdf(pdf: Buffer, options: VerifyOptions = {}): SealVerification {
  const wanted = options.fingerprint === undefined ? undefined : (typeof options.fingerprint === 'string' ? [options.fingerprint] : [...options.fingerprint]).map(normalizeFingerprint);
  const notSealed: SealVerification = { sealed: false, intact: false, coversWholeFile: false, valid: false, problem: 'the file carries no seal' };
  if (wanted) notSealed.ours = false;

  const field = findSignatureField(pdf.toString('latin1'));
  if (!field) return notSealed;
  const [start, firstLength, secondStart, secondLength] = field.byteRange;
  const result: SealVerification = {
    sealed: true,
    intact: false,
    coversWholeFile: false,
    valid: false,
    reason: readPdfStringEntry(field.dictionary, 'Reason'),
    signedAt: parsePdfDate(readPdfStringEntry(field.dictionary, 'M')),
  };
  if (wanted) result.ours = false;

  const rangeFits = start === 0 && firstLength > 0 && secondStart > firstLength + 1 && secondStart + secondLength <= pdf.length;
  const contentsBracketed = rangeFits && pdf[firstLength] === 0x3c && pdf[secondStart - 1] === 0x3e;
  if (!contentsBracketed) return { ...result, problem: 'the seal does not describe this file' };
  const hex = pdf.subarray(firstLength + 1, secondStart - 1).toString('latin1');
  // One letter case throughout: a digit whose case alone was changed is still a changed byte.
  if (!/^([0-9a-f]*|[0-9A-F]*)$/.test(hex) || hex.length % 2 !== 0) return { ...result, problem: 'the signature value is damaged' };

  let cms: CmsCheck;
  let paddingClean: boolean;
  try {
    const contents = Buffer.from(hex, 'hex');
    const length = derLength(contents);
    if (length > contents.length) throw new SealProblem('the signature value is cut short');
    // Bytes after the signature are not covered by it; anything but zeros there is a change.
    paddingClean = contents.subarray(length).every((byte) => byte === 0);
    const signedBytes = Buffer.concat([pdf.subarray(start, firstLength), pdf.subarray(secondStart, secondStart + secondLength)]);
    cms = checkCms(contents.subarray(0, length), signedBytes);
  } catch (error) {
    const problem = error instanceof SealProblem ? error.message : 'the signature value could not be read';
    return { ...result, problem };
  }

  const coversWholeFile = secondStart + secondLength === pdf.length && paddingClean;
  const ours = wanted && cms.fingerprint ? wanted.includes(cms.fingerprint) : wanted ? false : undefined;
  const verification: SealVerification = {
    ...result,
    intact: cms.intact,
    coversWholeFile,
    signerName: cms.signerName,
    signedAt: cms.signingTime ?? result.signedAt,
    certificateFingerprint: cms.fingerprint,
    ...(ours === undefined ? {} : { ours }),
  };
  verification.valid = verification.intact && coversWholeFile && ours !== false;
  if (!verification.valid) {
    verification.problem =
      cms.problem ??
      (!paddingClean
        ? 'the signature value was changed after sealing'
        : !coversWholeFile
          ? 'data was added to the file after it was sealed'
          : 'the seal was made by a certificate that is not ours');
  }
  return verification;
}
