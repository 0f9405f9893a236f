import { createHash } from 'node:crypto';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { DEFAULT_SIGNATURE_LENGTH, SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { asciiText } from './pdf-text.ts';
import { certificateCommonName, certificateFingerprint, normalizeFingerprint, type SigningCertificate } from './signing-certificate.ts';

/**
 * The seal on a signed PDF: an invisible PDF signature (Adobe.PPKLite, adbe.pkcs7.detached: a
 * detached CMS/PKCS#7 SHA-256 RSA signature over every byte except the signature itself), added as
 * an incremental update by @signpdf. Any later change to the file breaks it in every PDF reader,
 * and `verifySealedPdf` says whether an uploaded file is still exactly what we sealed.
 *
 * adbe.pkcs7.detached rather than ETSI.CAdES.detached: @signpdf/signer-p12 puts a signing-time
 * attribute in the CMS and no ESS signing-certificate-v2, which a strict PAdES validator would
 * reject under the ETSI name, while adbe.pkcs7.detached is exactly what it produces.
 */

export interface SealOptions {
  /** Shown by PDF readers as the reason of the signature. ASCII only (folded). */
  reason?: string;
  location?: string;
  contactInfo?: string;
  signingTime?: Date;
}

const signPdf = new SignPdf();

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
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
  });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.password });
  return signPdf.sign(withPlaceholder, signer, signingTime);
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

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

const HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

class SealProblem extends Error {}

type Asn1 = forge.asn1.Asn1;

function children(node: Asn1 | undefined, what: string): Asn1[] {
  if (!node || !Array.isArray(node.value)) throw new SealProblem(`the signature's ${what} is malformed`);
  return node.value;
}

function bytesOf(node: Asn1 | undefined, what: string): string {
  if (!node || typeof node.value !== 'string') throw new SealProblem(`the signature's ${what} is malformed`);
  return node.value;
}

const oidOf = (node: Asn1 | undefined, what: string): string => forge.asn1.derToOid(bytesOf(node, what));

const isContext = (node: Asn1 | undefined, tag: number): boolean => node?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

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

/** Verifies the detached CMS in `der` over `signedBytes` with the certificate it carries. */
function checkCms(der: Buffer, signedBytes: Buffer): CmsCheck {
  const root = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  const [contentType, explicit] = children(root, 'ContentInfo');
  if (oidOf(contentType, 'content type') !== OID.signedData) throw new SealProblem('the signature is not CMS SignedData');
  const signedData = children(children(explicit, 'SignedData')[0], 'SignedData');
  const certificates = signedData.filter((node) => isContext(node, 0)).flatMap((node) => children(node, 'certificates').map((cert) => forge.pki.certificateFromAsn1(cert)));
  const signerInfo = children(signedData[signedData.length - 1], 'signerInfos')[0];
  const fields = children(signerInfo, 'SignerInfo');
  const [, sid, digestAlgorithm] = fields;
  const signedAttrs = fields.find((node) => isContext(node, 0));
  const signature = fields.find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.OCTETSTRING);
  const hash = HASHES[oidOf(children(digestAlgorithm, 'digest algorithm')[0], 'digest algorithm')];
  if (!hash) throw new SealProblem('the signature uses an unsupported digest algorithm');

  const serial = forge.util.bytesToHex(bytesOf(children(sid, 'signer id')[1], 'signer serial number'));
  const certificate = certificates.find((cert) => cert.serialNumber.replace(/^0+/, '') === serial.replace(/^0+/, '')) ?? certificates[0];
  if (!certificate) throw new SealProblem('the signature carries no certificate');
  const result: CmsCheck = { intact: false, signerName: certificateCommonName(certificate), fingerprint: certificateFingerprint(certificate) };

  const contentDigest = createHash(hash).update(signedBytes).digest();
  let toVerify = contentDigest;
  if (signedAttrs) {
    let messageDigest: Buffer | undefined;
    for (const attribute of children(signedAttrs, 'signed attributes')) {
      const [type, values] = children(attribute, 'attribute');
      const value = children(values, 'attribute value')[0];
      const oid = oidOf(type, 'attribute type');
      if (oid === OID.messageDigest) messageDigest = Buffer.from(bytesOf(value, 'message digest'), 'binary');
      if (oid === OID.signingTime && value) {
        const time = bytesOf(value, 'signing time');
        result.signingTime = value.type === forge.asn1.Type.UTCTIME ? forge.asn1.utcTimeToDate(time) : forge.asn1.generalizedTimeToDate(time);
      }
    }
    if (!messageDigest?.equals(contentDigest)) return { ...result, problem: 'the document was changed after it was sealed' };
    // The signature covers the DER of the attributes as a SET OF, not as the [0] they are stored in.
    const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(signedAttrs, 'signed attributes'));
    toVerify = createHash(hash).update(Buffer.from(forge.asn1.toDer(asSet).getBytes(), 'binary')).digest();
  }
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  let verified: boolean;
  try {
    verified = publicKey.verify(toVerify.toString('binary'), bytesOf(signature, 'signature value'));
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
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2 !== 0) return { ...result, problem: 'the signature value is damaged' };

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
