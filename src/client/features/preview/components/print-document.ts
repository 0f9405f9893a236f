const MOBILE_FALLBACK_MS = 1000;

/**
 * Opens the browser's print dialog. Some mobile browsers drop a print() that comes while the page
 * is still laying out the print copy: when no beforeprint event followed, try once more after 1 s.
 */
export function printDocument(): void {
  const mobile = window.matchMedia('(pointer: coarse)').matches;
  if (!mobile) {
    window.print();
    return;
  }
  let started = false;
  const onBeforePrint = (): void => {
    started = true;
  };
  window.addEventListener('beforeprint', onBeforePrint, { once: true });
  window.print();
  setTimeout(() => {
    window.removeEventListener('beforeprint', onBeforePrint);
    if (!started) window.print();
  }, MOBILE_FALLBACK_MS);
}
