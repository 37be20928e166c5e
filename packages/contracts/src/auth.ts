import { z } from "./zod.ts";
import { LIMITS } from "./limits.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { onceValid, VALIDATION } from "./validation.ts";

export const emailSchema = z.string().trim().min(1, VALIDATION.required).max(LIMITS.emailMax, VALIDATION.tooLong).pipe(z.email(VALIDATION.emailInvalid));

/** A new password: the product's minimum of 6 (docs/product.md §2), a sane maximum, and none of the most common ones. */
export const newPasswordSchema = z
  .string()
  .min(LIMITS.passwordMin, VALIDATION.passwordTooShort)
  .max(LIMITS.passwordMax, VALIDATION.passwordTooLong)
  .refine((value) => !isCommonPassword(value), VALIDATION.passwordTooCommon);

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), VALIDATION.otpInvalid);

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, VALIDATION.required).max(LIMITS.passwordMax, VALIDATION.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordsDontMatch,
    path: ["confirmPassword"],
    ...onceValid("password", "confirmPassword"),
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const requestCodeSchema = z.object({ email: emailSchema });

export const verifyEmailSchema = z.object({ otp: otpSchema });

export const resetPasswordSchema = z
  .object({
    email: emailSchema,
    otp: otpSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordsDontMatch,
    path: ["confirmPassword"],
    ...onceValid("password", "confirmPassword"),
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Account settings: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, VALIDATION.required).max(LIMITS.passwordMax, VALIDATION.passwordTooLong),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: VALIDATION.passwordsDontMatch,
    path: ["confirmPassword"],
    ...onceValid("newPassword", "confirmPassword"),
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
