// Minimal typings for the parts of sm-crypto 0.5.8 we use (the package ships none).
declare module 'sm-crypto' {
  interface Sm2Options {
    hash?: boolean;
    der?: boolean;
    userId?: string;
    publicKey?: string;
  }
  export const sm2: {
    generateKeyPairHex(): { privateKey: string; publicKey: string };
    doSignature(msg: string | number[] | Uint8Array, privateKeyHex: string, options?: Sm2Options): string;
    doVerifySignature(msg: string | number[] | Uint8Array, signatureHex: string, publicKeyHex: string, options?: Sm2Options): boolean;
    getPublicKeyFromPrivateKey(privateKeyHex: string): string;
  };
  export const sm3: (msg: string) => string;
}
