import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const PROMO_CODE_LENGTH = 8;

/** 8 characters A-Z0-9 from the OS's cryptographic random source (36^8 ≈ 2.8e12 codes). */
export function generatePromoCode(): string {
  let code = "";
  for (let i = 0; i < PROMO_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
