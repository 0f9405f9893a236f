// The zipcodes package ships no types; only lookup() is used (address-by-zip.ts).
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string | number): ZipInfo | undefined };
  export default zipcodes;
}
