declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 8 bits per channel */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  export = decode;
}
