import { useEffect, useImperativeHandle, useRef, type PointerEvent as ReactPointerEvent, type Ref } from 'react';

/** SPEC.md section 9: the drawing area is 400 by 200 with a stroke width of 2 (in CSS pixels). */
export const SIGNATURE_WIDTH = 400;
export const SIGNATURE_HEIGHT = 200;
export const SIGNATURE_STROKE = 2;
/** The server refuses images above 1000 px a side, so high-density screens are not fully honoured. */
export const SIGNATURE_MAX_EXPORT_SIDE = 1000;
const INK = '#111827';
const TYPED_FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", cursive';

export interface SignaturePadHandle {
  clear: () => void;
  isEmpty: () => boolean;
  /** A PNG data URL of the drawing, or null when nothing is drawn. */
  toDataUrl: () => string | null;
  /** Replaces the drawing with the name set in a handwriting-like font (for keyboard users). */
  drawTyped: (text: string) => void;
}

export interface SignaturePadProps {
  ref?: Ref<SignaturePadHandle>;
  /** A signature to continue from (the 'Edit' case). */
  initial?: string | null;
  label: string;
}

interface Point {
  x: number;
  y: number;
}

/** The backing store's scale: sharp on high-density screens, yet within the export limit. */
export function backingScale(devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.min(Math.max(ratio, 1), SIGNATURE_MAX_EXPORT_SIDE / SIGNATURE_WIDTH);
}

/**
 * The drawing surface. Pointer Events cover mouse, finger and pen alike; `touch-action: none`
 * (signing.css) keeps a finger stroke from scrolling the page. Coordinates are kept in the
 * 400 x 200 space whatever size the canvas is shown at, so a phone's narrower pad draws the
 * same picture.
 */
export function SignaturePad({ ref, initial, label }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hasInk = useRef(false);
  const activePointer = useRef<number | null>(null);
  const lastPoint = useRef<Point | null>(null);

  const context = (): CanvasRenderingContext2D | null => canvasRef.current?.getContext('2d') ?? null;

  const setInk = (value: boolean): void => {
    hasInk.current = value;
  };

  const wipe = (): void => {
    const ctx = context();
    ctx?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return undefined;
    const scale = backingScale(window.devicePixelRatio);
    canvas.width = Math.round(SIGNATURE_WIDTH * scale);
    canvas.height = Math.round(SIGNATURE_HEIGHT * scale);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.lineWidth = SIGNATURE_STROKE;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
    ctx.fillStyle = INK;
    // touch-action: none stops scrolling, but Chrome still reads a quick stroke as a fling, and
    // the next tap (on Done) then only stops that fling instead of clicking. Cancelling the touch
    // events keeps gestures out of it; pointer events, which draw, are not affected.
    const cancelTouch = (event: TouchEvent): void => {
      if (event.cancelable) event.preventDefault();
    };
    canvas.addEventListener('touchstart', cancelTouch, { passive: false });
    canvas.addEventListener('touchmove', cancelTouch, { passive: false });
    const removeTouch = (): void => {
      canvas.removeEventListener('touchstart', cancelTouch);
      canvas.removeEventListener('touchmove', cancelTouch);
    };
    if (!initial) return removeTouch;
    let cancelled = false;
    const image = new Image();
    image.onload = () => {
      if (cancelled || hasInk.current) return;
      ctx.drawImage(image, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
      setInk(true);
    };
    image.src = initial;
    return () => {
      cancelled = true;
      removeTouch();
    };
    // The initial picture is read once, when the pad opens; later props must not redraw over ink.
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        wipe();
        setInk(false);
      },
      isEmpty: () => !hasInk.current,
      toDataUrl: () => (hasInk.current && canvasRef.current ? canvasRef.current.toDataURL('image/png') : null),
      drawTyped: (text: string) => {
        const ctx = context();
        if (!ctx) return;
        wipe();
        const name = text.trim();
        if (!name) {
          setInk(false);
          return;
        }
        let size = 48;
        ctx.font = `italic ${size}px ${TYPED_FONT}`;
        const maxWidth = SIGNATURE_WIDTH - 40;
        const measured = ctx.measureText(name).width;
        if (measured > maxWidth) {
          size = Math.max(14, Math.floor((size * maxWidth) / measured));
          ctx.font = `italic ${size}px ${TYPED_FONT}`;
        }
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(name, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2, maxWidth);
        setInk(true);
      },
    }),
    [],
  );

  const toPoint = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvasRef.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * SIGNATURE_WIDTH) / (rect.width || SIGNATURE_WIDTH),
      y: ((event.clientY - rect.top) * SIGNATURE_HEIGHT) / (rect.height || SIGNATURE_HEIGHT),
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>): void => {
    if (activePointer.current !== null) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const ctx = context();
    if (!ctx) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    activePointer.current = event.pointerId;
    const point = toPoint(event);
    lastPoint.current = point;
    // A tap leaves a dot, as a pen on paper would, but a dot alone is not a signature: the pad
    // counts as signed once a stroke moves (the server refuses near-blank images too).
    ctx.beginPath();
    ctx.arc(point.x, point.y, SIGNATURE_STROKE / 2, 0, Math.PI * 2);
    ctx.fill();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>): void => {
    if (event.pointerId !== activePointer.current || !lastPoint.current) return;
    const ctx = context();
    if (!ctx) return;
    event.preventDefault();
    // Coalesced events keep fast strokes smooth on phones that batch pointer moves per frame.
    const native = event.nativeEvent;
    const samples = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    ctx.beginPath();
    ctx.moveTo(lastPoint.current.x, lastPoint.current.y);
    for (const sample of samples.length > 0 ? samples : [native]) {
      const point = toPoint(sample);
      ctx.lineTo(point.x, point.y);
      lastPoint.current = point;
    }
    ctx.stroke();
    setInk(true);
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLCanvasElement>): void => {
    if (event.pointerId !== activePointer.current) return;
    activePointer.current = null;
    lastPoint.current = null;
  };

  return (
    <canvas
      ref={canvasRef}
      className="signature-pad"
      width={SIGNATURE_WIDTH}
      height={SIGNATURE_HEIGHT}
      role="img"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
    />
  );
}
