/** Business constants of accounts (docs/product.md §2), in one place for the web and the server. */
export const LIMITS = {
  passwordMin: 6,
  /** bcrypt-class hashes and better-auth both cap long inputs; 128 is generous for passphrases. */
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
  usernameMin: 3,
  usernameMax: 30,
  minimumAge: 18,
  cityMax: 100,
  postalCodeMax: 12,
  emailMax: 254,
  otpLength: 6,
  /** Wrong codes allowed before a code is burnt and a new one must be requested. */
  otpAttempts: 3,
  /** Seconds a one-time code stays valid. */
  otpExpiresIn: 10 * 60,
} as const;
