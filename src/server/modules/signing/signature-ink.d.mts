export declare const MIN_INK_PIXELS: number;
export declare function countInkPixels(bytes: Uint8Array): number;
